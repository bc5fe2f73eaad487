import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { MENTION_MAX_SUGGESTIONS, MENTION_SEARCH_DELAY_MS } from '@portal/domain/common/constants';
import { $createTextNode, type TextNode } from 'lexical';
import { useCallback, useMemo, useState } from 'react';
import { useMentionableUsers } from '../../api/get-mentionable-users';
import type { MentionableUser } from '@portal/domain/notes/note-schemas';
import { UserAvatar } from '../../../../components/user-avatar';
import { fullName, initials } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { matchMention } from './mention-match';
import { $createMentionNode } from './mention-node';
import { useTranslation } from '../../../../i18n/use-translation';

class MentionOption extends MenuOption {
  readonly user: MentionableUser;
  constructor(user: MentionableUser) {
    super(String(user.id));
    this.user = user;
  }
}

interface MentionsPluginProps {
  entityType: number;
  entityId: number | string;
}

/**
 * '@' mentions: the query after '@' (up to 75 characters) is searched among
 * the record's mentionable users 500 ms after typing stops; at most five suggestions.
 */
export function MentionsPlugin({ entityType, entityId }: MentionsPluginProps) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const settled = useDebouncedValue(query, MENTION_SEARCH_DELAY_MS);
  const users = useMentionableUsers(entityType, entityId, query === null ? null : settled);

  const options = useMemo(
    () => (query === null || settled === null ? [] : (users.data ?? []).slice(0, MENTION_MAX_SUGGESTIONS).map((user) => new MentionOption(user))),
    [query, settled, users.data],
  );

  const onSelectOption = useCallback(
    (option: MentionOption, textNode: TextNode | null, closeMenu: () => void) => {
      editor.update(() => {
        const email = option.user.emailAddresses[0]?.value ?? null;
        const mention = $createMentionNode(`@${fullName(option.user)}`, option.user.id, email);
        if (textNode) textNode.replace(mention);
        const space = $createTextNode(' ');
        mention.insertAfter(space);
        space.select(1, 1);
        closeMenu();
      });
    },
    [editor],
  );

  const triggerFn = useCallback((text: string) => matchMention(text), []);

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      options={options}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0 ? (
          // Popper keeps the list on screen (it flips and shifts near the edges of a phone).
          <Popper open anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1500 }}>
              <Paper elevation={6} sx={{ mt: 0.5, minWidth: 240, maxWidth: 'min(340px, calc(100vw - 16px))' }}>
                <MenuList dense aria-label={t('People to mention')}>
                  {options.map((option, index) => (
                    <MenuItem
                      key={option.key}
                      ref={(element) => option.setRefElement(element)}
                      selected={selectedIndex === index}
                      onClick={() => {
                        setHighlightedIndex(index);
                        selectOptionAndCleanUp(option);
                      }}
                      onMouseEnter={() => setHighlightedIndex(index)}
                    >
                      <ListItemAvatar sx={{ minWidth: 40 }}>
                        <UserAvatar fileId={option.user.profilePictureId} initials={initials(option.user)} size={28} />
                      </ListItemAvatar>
                      <ListItemText
                        primary={fullName(option.user)}
                        secondary={option.user.companyName || option.user.emailAddresses[0]?.value}
                        slotProps={{ secondary: { noWrap: true } }}
                      />
                    </MenuItem>
                  ))}
                </MenuList>
              </Paper>
          </Popper>
        ) : null
      }
    />
  );
}
