import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps, ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * From this many fields in one object on, a form is long: its fields are drawn
 * and laid out in chunks. A short form is drawn as rjsf-mui draws it.
 */
export const LONG_FORM_FIELDS = 40;

/** Fields per chunk: the first chunk fills a tall screen. */
export const CHUNK_FIELDS = 25;

/** The drawing still to do of a form's long objects, so a submit can finish it first. */
export class UndrawnFields {
  private readonly drawAlls = new Set<() => void>();

  add(drawAll: () => void): () => void {
    this.drawAlls.add(drawAll);
    return () => this.drawAlls.delete(drawAll);
  }

  /**
   * Draws every field now, before a submit checks the answers: rjsf moves the
   * focus to the first field with a problem in the same event, so that field
   * must be on the page.
   */
  drawAll(): void {
    if (this.drawAlls.size > 0) flushSync(() => this.drawAlls.forEach((drawAll) => drawAll()));
  }
}

export const UndrawnFieldsContext = createContext<UndrawnFields | undefined>(undefined);

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;

/**
 * Drawing a thousand MUI fields takes seconds, and the browser then lays out
 * and hit-tests all of them on every keystroke. A long object is drawn chunk
 * by chunk instead: the first chunk at once, so the form can be used, the rest
 * one chunk per task in a transition, which a keystroke interrupts. Each chunk
 * skips layout and paint while off screen (content-visibility), one box for
 * the browser to track instead of one per field. A submit draws the rest first.
 */
export function ChunkedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties } = props;
  const chunkCount =
    properties.length >= LONG_FORM_FIELDS ? Math.ceil(properties.length / CHUNK_FIELDS) : 0;
  const [drawn, setDrawn] = useState(1);
  const undrawn = useContext(UndrawnFieldsContext);

  useEffect(() => {
    if (drawn >= chunkCount) return;
    const next = setTimeout(() => startTransition(() => setDrawn((n) => n + 1)));
    return () => clearTimeout(next);
  }, [drawn, chunkCount]);
  useEffect(
    () => (drawn < chunkCount ? undrawn?.add(() => setDrawn(chunkCount)) : undefined),
    [drawn, chunkCount, undrawn],
  );

  if (!MuiObjectFieldTemplate) return null;
  if (chunkCount === 0) return <MuiObjectFieldTemplate {...props} />;
  const chunks: ObjectFieldTemplatePropertyType[] = [];
  for (let i = 0; i < Math.min(drawn, chunkCount); i++) {
    const fields = properties.slice(i * CHUNK_FIELDS, (i + 1) * CHUNK_FIELDS);
    chunks.push({
      name: `chunk-${i}`,
      hidden: false,
      disabled: props.disabled,
      readonly: props.readonly,
      content: (
        <div className="rjsf-field-chunk">
          {fields.map((f) => (f.hidden ? f.content : <div key={f.name}>{f.content}</div>))}
        </div>
      ),
    });
  }
  return <MuiObjectFieldTemplate {...props} properties={chunks} />;
}

/** How a chunk looks: the fields spaced as rjsf-mui spaces them, off-screen work skipped. */
export const CHUNK_STYLE = {
  '& .rjsf-field-chunk': {
    display: 'flex',
    flexDirection: 'column',
    // rjsf-mui puts each field in a grid cell: a 16 px gap plus a 10 px margin below.
    gap: '26px',
    contentVisibility: 'auto',
    // The height until it was drawn once; then the browser remembers the real one.
    containIntrinsicSize: `auto ${CHUNK_FIELDS * 82}px`,
    // content-visibility clips painting to the chunk's box, and a filled-in field's label sits
    // half above its box: room above, taken back from the margin, keeps the first label whole.
    paddingTop: '12px',
    marginTop: '-12px',
  },
};
