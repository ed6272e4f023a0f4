import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  TemplatesType,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
import { BufferedInputTemplate } from './buffered-input';
import { ChunkedObjectFieldTemplate } from './chunked-fields';
import { DescriptionFieldTemplate, TitleFieldTemplate } from './heading-templates';
import { describedInputTemplate, FieldErrorTemplate } from './templates';
import { lazyPart } from './perf/lazy-part';
import { formWidgets } from './widgets';
import { GRID_WIDGET } from '../screen/grid-ranking';

/**
 * The widgets and templates every form renders with, in place of rjsf-mui's
 * own: screens, their steps and the authors' preview all get them through
 * ThemedForm, so the preview renders exactly what a screen renders.
 */
export const formRegistry: {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  templates: Partial<TemplatesType>;
} = {
  widgets: formWidgets,
  // A choice grid renders a whole group (ui-defaults.ts names it for `"ui:widget": "grid"`).
  fields: { [GRID_WIDGET]: lazyPart('GridField') as ComponentType<FieldProps> },
  templates: {
    FieldErrorTemplate,
    // Typed answers held until a pause (buffered-input.tsx), their messages on the input itself.
    BaseInputTemplate: describedInputTemplate(BufferedInputTemplate),
    // Long forms rendered in chunks (chunked-fields.tsx).
    ObjectFieldTemplate: ChunkedObjectFieldTemplate,
    // Headings in the right order for screen readers (heading-templates.tsx).
    TitleFieldTemplate,
    DescriptionFieldTemplate,
    // Lists in words, one card an item (lists/); only screens with lists carry them (perf/parts.ts).
    ArrayFieldTemplate: lazyPart('ListTemplate') as ComponentType<ArrayFieldTemplateProps>,
    ArrayFieldItemTemplate: lazyPart(
      'ListItemTemplate',
    ) as ComponentType<ArrayFieldItemTemplateProps>,
  },
};
