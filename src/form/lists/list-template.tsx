import '../../kernel/i18n/form-words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { buttonId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { ChunkedParts, fieldWeight, LONG_FORM_FIELDS } from '../chunked-fields';
import { UnderTitle } from '../heading-level';
import { ListContext, itemNoun, listRule } from './list-words';
import { useWords } from '../../kernel/i18n/i18n';

/** The cards of a list: its items, rendered in chunks on a long list. */
const CARDS =
  ':scope > .rjsf-array-item, :scope > .rjsf-field-chunks > .rjsf-field-chunk > .rjsf-array-item';

/** What can take the focus in an item: its first field (a drop-down is a focusable div). */
const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"], button:not(:disabled)';

/**
 * After Remove, the pressed button is gone and the focus would fall back to
 * the page: it goes to the item that took the removed one's place (its first
 * field), else to "Add <item>", else to the last item.
 */
function focusAfterRemove(list: HTMLElement, index: number): void {
  const cards = list.querySelectorAll<HTMLElement>(CARDS);
  const next = cards[index]?.querySelector<HTMLElement>(FOCUSABLE);
  const add = list.querySelector<HTMLElement>(':scope > .rjsf-array-item-add:not(:disabled)');
  const last = cards[cards.length - 1]?.querySelector<HTMLElement>(FOCUSABLE);
  (next ?? add ?? last)?.focus();
}

/**
 * A list of items the person adds ("add another"): its title, its rule in
 * words (`minItems` / `maxItems`, with how many there are), each item in one
 * card (list-item-template.tsx), and an "Add <item>" button that says so when
 * the list is full. rjsf-mui rendered a card around the cards and an unlabelled
 * "+" icon; this renders no card of its own, so items use the full width.
 */
export default function ListTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry } = props;
  const { schema, required, title, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { ArrayFieldTitleTemplate, ArrayFieldDescriptionTemplate } = registry.templates;
  const t = useWords();
  const noun = itemNoun(schema, t);
  const ruleId = `${fieldPathId.$id}__rule`;
  const rule = listRule(schema.minItems, schema.maxItems, noun, items.length, t);
  const full = !canAdd && schema.maxItems !== undefined && items.length >= schema.maxItems;
  const listTitle = uiOptions.title ?? title;
  const list = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | undefined>(undefined);
  // Once the removed item has left the page.
  useEffect(() => {
    if (removedAt.current === undefined || !list.current) return;
    focusAfterRemove(list.current, removedAt.current);
    removedAt.current = undefined;
  }, [items.length]);
  const removed = (index: number) => {
    removedAt.current = index;
  };
  // A long list (300 people of three answers) is rendered as a long group is: in chunks.
  const itemWeight = fieldWeight(schema.items, registry.rootSchema);
  const shownItems =
    itemWeight * items.length < LONG_FORM_FIELDS ? (
      items
    ) : (
      <ChunkedParts
        parts={items.map((item, i) => ({
          key: String(item.key ?? i),
          content: item,
          weight: itemWeight,
        }))}
      />
    );
  return (
    <Box className="rjsf-list" ref={list}>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={listTitle}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={optionalDataControl}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description ?? schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {rule && (
        <Typography id={ruleId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {rule}
        </Typography>
      )}
      <ListContext value={{ noun, min: schema.minItems ?? 0, removed }}>
        {/* Each item's title ("Item 1") is one level below the list's. */}
        <UnderTitle titled={Boolean(listTitle) && uiOptions.label !== false}>
          {shownItems}
        </UnderTitle>
      </ListContext>
      {canAdd && (
        <Button
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-array-item-add"
          variant="outlined"
          onClick={onAddClick}
          disabled={disabled || readonly}
          aria-describedby={rule ? ruleId : undefined}
          startIcon={<span aria-hidden="true">+</span>}
        >
          {t('list.add', { noun })}
        </Button>
      )}
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('list.full', { noun, article: /^[aeiou]/.test(noun) ? 'an' : 'a' })}
        </Typography>
      )}
    </Box>
  );
}
