import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import {
  descriptionId,
  errorId,
  optionId,
  optionsList,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { isObject } from '../../kernel/is-object';
import { gridRows } from '../../screen/grid-ranking';
import { VISUALLY_HIDDEN } from '../visually-hidden';

type Answers = Record<string, unknown>;

const words = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

/**
 * A choice grid (`"ui:widget": "grid"` on an object whose fields are the rows):
 * one answer a row (radio buttons), or several (a row that is a list with
 * `uniqueItems`: checkboxes). Each row is a group named after the row, so Tab
 * goes from row to row and the arrow keys choose within one; each answer is
 * named after its column. Where the grid has room it is a table under a row
 * of column headings (rendered for the eye: each answer already says its column);
 * on a phone each row stands alone, its answers as buttons with their words.
 * The same elements either way, switched by a container query, so the page
 * rendered at build time is what the app renders.
 */
// A default export: loaded as a part of the screens that have a grid (perf/parts.ts).
export default function GridField(props: FieldProps<Answers>) {
  const { schema, uiSchema, registry, fieldPathId, errorSchema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const root = registry.rootSchema;
  const resolve = (s: unknown) => registry.schemaUtils.retrieveSchema(s as RJSFSchema);
  const rows = gridRows(resolve(schema), root).map((row) => ({
    ...row,
    choice: resolve(row.choice),
  }));
  const answers: Answers = isObject(props.formData) ? props.formData : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rowUi = (name: string) => (isObject(uiSchema?.[name]) ? (uiSchema[name] as UiSchema) : {});
  const ownNames = uiSchema?.['ui:enumNames'];
  const columns = (optionsList(rows[0]?.choice ?? {}, rowUi(rows[0]?.name ?? '')) ?? []).map(
    (option, i) => ({
      value: option.value as unknown,
      label: words(Array.isArray(ownNames) ? ownNames[i] : undefined) ?? option.label,
    }),
  );
  const title = words(uiSchema?.['ui:title']) ?? words(schema.title) ?? props.name;
  const description = words(uiSchema?.['ui:description']) ?? words(schema.description);
  const titleId = `${id}__title`;
  const { FieldErrorTemplate } = registry.templates;
  const locked = disabled || readonly;

  const change = (name: string, value: unknown) =>
    props.onChange(
      value as Answers | undefined,
      [...fieldPathId.path, name],
      undefined,
      `${id}_${name}`,
    );

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId(id) : undefined}
      sx={gridStyle(columns.length)}
    >
      <FormLabel id={titleId} className="grid-title">
        {title}
      </FormLabel>
      {description && (
        <Box id={descriptionId(id)} className="grid-description">
          {description}
        </Box>
      )}
      <div className="grid-table">
        <div className="grid-head" aria-hidden>
          <span />
          {columns.map((c) => (
            <span key={String(c.value)}>{c.label}</span>
          ))}
        </div>
        {rows.map((row) => {
          const rowId = `${id}_${row.name}`;
          const nameId = `${rowId}__name`;
          const ui = rowUi(row.name);
          const rowErrors = errorSchema?.[row.name]?.__errors ?? [];
          const invalid = rowErrors.length > 0;
          const value = answers[row.name];
          const chosen = Array.isArray(value) ? value : [];
          const isRequired = required.has(row.name);
          // One stop per row for Tab, as a radio group should be (the chosen answer, or the first).
          const stop = Math.max(
            columns.findIndex((c) => c.value === value),
            0,
          );
          return (
            <div className="grid-row" key={row.name}>
              <div
                className="grid-choices"
                role={row.multiple ? 'group' : 'radiogroup'}
                aria-labelledby={nameId}
                aria-required={(!row.multiple && isRequired) || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId(rowId) : undefined}
              >
                <span id={nameId} className="grid-row-name">
                  {words(ui['ui:title']) ?? words(row.schema.title) ?? row.name}
                  {isRequired && <span aria-hidden> *</span>}
                </span>
                {columns.map((column, index) => {
                  const checked = row.multiple
                    ? chosen.includes(column.value)
                    : value === column.value;
                  const input = {
                    id: optionId(rowId, index),
                    name: rowId,
                    checked,
                    disabled: locked,
                    onFocus: () => props.onFocus(rowId, value),
                    onBlur: () => props.onBlur(rowId, value),
                  };
                  return (
                    <label className="grid-cell" key={String(column.value)}>
                      {row.multiple ? (
                        <Checkbox
                          {...input}
                          size="small"
                          onChange={(_, on) => {
                            const next = columns
                              .map((c) => c.value)
                              .filter((v) => (v === column.value ? on : chosen.includes(v)));
                            // No box ticked is no answer: an empty list would pass `required`.
                            change(row.name, next.length > 0 ? next : undefined);
                          }}
                        />
                      ) : (
                        <Radio
                          {...input}
                          tabIndex={index === stop ? 0 : -1}
                          size="small"
                          value={String(index)}
                          onChange={() => change(row.name, column.value)}
                        />
                      )}
                      <span className="grid-word">{column.label}</span>
                    </label>
                  );
                })}
              </div>
              {FieldErrorTemplate && (
                <FieldErrorTemplate
                  errors={rowErrors}
                  errorSchema={errorSchema?.[row.name]}
                  fieldPathId={{ $id: rowId, path: [...fieldPathId.path, row.name] }}
                  schema={row.schema}
                  uiSchema={ui}
                  registry={registry}
                />
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}

/**
 * A phone's rows are cards of buttons; from the width where every column
 * gets 88 px beside the rows' names, a table (the grid's own width: an
 * embedded or narrow form follows it too).
 */
function gridStyle(columnCount: number) {
  const wide = 160 + columnCount * 88;
  return {
    containerType: 'inline-size',
    mt: 1,
    // The group's question, not a label that turns blue while a row has the focus.
    '& .grid-title, & .grid-title.Mui-focused': {
      display: 'block',
      color: 'text.primary',
      typography: 'h6',
      mb: 0.5,
    },
    '& .grid-description': { typography: 'body2', color: 'text.secondary', mb: 1 },
    '& .grid-head': { display: 'none' },
    '& .grid-row': { py: 1.5, borderTop: 1, borderColor: 'divider' },
    '& .grid-row-name': { gridColumn: '1 / -1', typography: 'subtitle1', fontWeight: 500 },
    // A row's message is an error although the group around the grid has none.
    '& .grid-row .MuiFormHelperText-root': { color: 'error.main' },
    // Answers in even columns, as many as fit (two of four on a phone).
    '& .grid-choices': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
      gap: 1,
    },
    '& .grid-cell': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 44,
      pr: 2,
      border: 1,
      borderColor: 'text.secondary',
      borderRadius: 1,
      cursor: 'pointer',
      typography: 'body1',
      userSelect: 'none',
    },
    '& .grid-cell:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
    '& .grid-choices[aria-invalid="true"] .grid-cell': { borderColor: 'error.main' },
    [`@container (min-width: ${wide}px)`]: {
      '& .grid-head, & .grid-choices': {
        display: 'grid',
        gridTemplateColumns: `minmax(120px, 1.5fr) repeat(${columnCount}, minmax(0, 1fr))`,
        alignItems: 'center',
        gap: 0,
      },
      '& .grid-head': {
        typography: 'body2',
        color: 'text.secondary',
        textAlign: 'center',
        pb: 1,
      },
      '& .grid-row': { py: 0.5 },
      '& .grid-row:nth-of-type(odd)': { bgcolor: 'action.hover' },
      '& .grid-row-name': { gridColumn: 'auto', px: 1, typography: 'body1' },
      '& .grid-cell': { justifyContent: 'center', border: 0, p: 0, bgcolor: 'transparent' },
      '& .grid-cell:has(input:checked)': { bgcolor: 'transparent' },
      '& .grid-word': VISUALLY_HIDDEN,
    },
  } as const;
}
