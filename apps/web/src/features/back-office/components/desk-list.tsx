import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { Key, ReactNode } from 'react';
import { QueryPagedList, type QueryPagedListProps } from '../../../components/list-layout/query-paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeskList, type DeskLists } from '../api/get-desk-lists';
import type { DeskSectionProps } from './desk-section-props';

interface DeskPagedListProps<T> extends DeskSectionProps {
  query: QueryPagedListProps<T>['query'];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  /** What an empty list says when nothing is searched. */
  emptyText: string;
  label: string;
}

/** A server-paged list of the desk, fed by its query and filtered by the page's search. */
export function DeskPagedList<T>({ search, emptyText, ...list }: DeskPagedListProps<T>) {
  const { t } = useTranslation();
  return <QueryPagedList {...list} emptyText={search ? t('No Matching Results') : emptyText} />;
}

type ItemOf<K extends keyof DeskLists> = DeskLists[K]['data'][number];

/** One of the desk's own lists (attention, carriers, access requests), 50 a page. */
export function DeskList<K extends keyof DeskLists>({ list, ...props }: Omit<DeskPagedListProps<ItemOf<K>>, 'query'> & { list: K }) {
  const query = useDeskList(list, { search: props.search || undefined, page: props.page, pageSize: DEFAULT_PAGE_SIZE });
  return <DeskPagedList {...props} query={query} />;
}
