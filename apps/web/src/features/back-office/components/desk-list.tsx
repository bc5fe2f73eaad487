import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { Key, ReactNode } from 'react';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeskList, type DeskLists } from '../api/get-desk-lists';
import type { DeskSectionProps } from './desk-section-props';

type ItemOf<K extends keyof DeskLists> = DeskLists[K]['data'][number];

interface DeskListProps<K extends keyof DeskLists> extends DeskSectionProps {
  list: K;
  renderItem: (item: ItemOf<K>) => ReactNode;
  getKey: (item: ItemOf<K>) => Key;
  /** What an empty list says when nothing is searched. */
  emptyText: string;
  label: string;
}

/** One of the desk's server-paged lists, 50 a page, filtered by the page's search. */
export function DeskList<K extends keyof DeskLists>({ list, search, page, onPageChange, renderItem, getKey, emptyText, label }: DeskListProps<K>) {
  const { t } = useTranslation();
  const query = useDeskList(list, { search: search || undefined, page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <QueryPagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      renderItem={renderItem}
      getKey={getKey}
      emptyText={search ? t('No Matching Results') : emptyText}
      label={label}
    />
  );
}
