import '../../kernel/i18n/form-words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { cloneElement, isValidElement, use, type ReactElement } from 'react';
import { ListContext } from './list-words';
import { useWords } from '../../kernel/i18n/i18n';

/**
 * One item of a list: one card, full width, titled "Item 2" (rjsf titles it
 * "Items-2"), with its buttons in words under it: "Move up", "Move down" when
 * the list is orderable, and "Remove" while the list holds more than its
 * `minItems`. Each button's name says which item it acts on.
 */
export default function ListItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, hasToolbar } = props;
  const { noun, min, removed } = use(ListContext);
  const t = useWords();
  const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${String(index + 1)}`;
  const { hasMoveUp, hasMoveDown, hasRemove, disabled, readonly } = buttonsProps;
  const off = disabled || readonly;
  const canRemove = hasRemove && totalItems > min;
  const buttons = [
    hasMoveUp && { kind: 'move-up', words: t('list.moveUp'), onClick: buttonsProps.onMoveUpItem },
    hasMoveDown && {
      kind: 'move-down',
      words: t('list.moveDown'),
      onClick: buttonsProps.onMoveDownItem,
    },
    canRemove && {
      kind: 'remove',
      words: t('list.remove'),
      onClick: () => {
        buttonsProps.onRemoveItem();
        removed(index);
      },
    },
  ].filter((b) => b !== false);
  // The item's own field renders the title; rjsf hands it "<list title>-<n>".
  const titled = isValidElement(children)
    ? cloneElement(children as ReactElement<{ title?: string }>, { title: name })
    : children;
  return (
    <Box
      className="rjsf-array-item"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      {titled}
      {hasToolbar && buttons.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {buttons.map((b) => (
            <ItemButton key={b.kind} {...b} item={name} disabled={off} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A button of one item: its words, and a name that says which item ("Remove item 2"). */
function ItemButton(props: {
  kind: string;
  words: string;
  item: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { kind, words, item, onClick, disabled } = props;
  return (
    <Button
      className={`rjsf-array-item-${kind}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${words} ${item.toLowerCase()}`}
    >
      {words}
    </Button>
  );
}
