import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { buttonId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { ListContext, itemNoun, listRule } from './list-words';

/**
 * A list of items the person adds ("add another"): its title, its rule in
 * words (`minItems` / `maxItems`, with how many there are), each item in one
 * card (list-item-template.tsx), and an "Add <item>" button that says so when
 * the list is full. rjsf-mui drew a card around the cards and an unlabelled
 * "+" icon; this draws no card of its own, so items use the full width.
 */
export default function ListTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry } = props;
  const { schema, required, title, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { ArrayFieldTitleTemplate, ArrayFieldDescriptionTemplate } = registry.templates;
  const noun = itemNoun(schema);
  const ruleId = `${fieldPathId.$id}__rule`;
  const rule = listRule(schema.minItems, schema.maxItems, noun, items.length);
  const full = !canAdd && schema.maxItems !== undefined && items.length >= schema.maxItems;
  return (
    <Box className="rjsf-list">
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title ?? title}
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
      <ListContext value={{ noun, min: schema.minItems ?? 0 }}>{items}</ListContext>
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
          {`Add ${noun}`}
        </Button>
      )}
      {full && (
        <Typography variant="body2" color="text.secondary">
          {`That is the most this list takes. Remove ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} to add another.`}
        </Typography>
      )}
    </Box>
  );
}
