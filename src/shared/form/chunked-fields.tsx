import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps, ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { UnderTitle } from './heading-level';
import { HeldBack } from './held-back';

/**
 * From this many fields in one object on, a form is long: its fields are drawn
 * and laid out in chunks. A short form is drawn as rjsf-mui draws it.
 */
export const LONG_FORM_FIELDS = 40;

/** Fields per chunk: the first chunk fills a laptop screen; the fewer, the sooner the form is usable. */
export const CHUNK_FIELDS = 12;

/**
 * Chunks drawn per step after the first. React renders a step in slices a
 * keystroke can interrupt, but adds it to the page in one go: more per step
 * finishes the form sooner, fewer keeps a key typed meanwhile quick.
 */
const CHUNKS_PER_STEP = 4;

/** The drawing still to do of a form's long objects, so a submit can finish it first. */
export class UndrawnFields extends HeldBack {
  /**
   * Draws every field now, before a submit checks the answers: rjsf moves the
   * focus to the first field with a problem in the same event, so that field
   * must be on the page.
   */
  drawAll(): void {
    if (!this.isEmpty) flushSync(() => this.handOverAll());
  }
}

export const UndrawnFieldsContext = createContext<UndrawnFields | undefined>(undefined);

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;

/**
 * Drawing a thousand MUI fields takes seconds, and the browser then lays out
 * and hit-tests all of them on every keystroke. A long object is drawn chunk
 * by chunk instead: the first chunk at once, so the form can be used, the rest
 * a few chunks per task in a transition, which a keystroke interrupts. Each chunk
 * skips layout and paint while off screen (content-visibility), one box for
 * the browser to track instead of one per field. A submit draws the rest first.
 */
export function ChunkedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (!MuiObjectFieldTemplate) return null;
  // The group's title is drawn at this level, its fields' titles one below.
  const under = (content: ReactNode) => (
    <UnderTitle titled={Boolean(props.title)}>{content}</UnderTitle>
  );
  if (props.properties.length < LONG_FORM_FIELDS) {
    const properties = props.properties.map((p) => ({ ...p, content: under(p.content) }));
    return <MuiObjectFieldTemplate {...props} properties={properties} />;
  }
  // One grid cell for all the chunks: drawing a chunk then re-renders nothing of rjsf-mui's.
  const chunks = {
    name: 'chunks',
    hidden: false,
    content: under(<Chunks properties={props.properties} />),
  };
  return <MuiObjectFieldTemplate {...props} properties={[chunks]} />;
}

function Chunks({ properties }: { properties: ObjectFieldTemplatePropertyType[] }) {
  const chunkCount = Math.ceil(properties.length / CHUNK_FIELDS);
  const [drawn, setDrawn] = useState(1);
  const undrawn = useContext(UndrawnFieldsContext);
  useEffect(() => {
    if (drawn >= chunkCount) return;
    const next = setTimeout(() => startTransition(() => setDrawn((n) => n + CHUNKS_PER_STEP)));
    return () => clearTimeout(next);
  }, [drawn, chunkCount]);
  useEffect(
    () => (drawn < chunkCount ? undrawn?.add(() => setDrawn(chunkCount)) : undefined),
    [drawn, chunkCount, undrawn],
  );
  return (
    <div className="rjsf-field-chunks">
      {Array.from({ length: Math.min(drawn, chunkCount) }, (_, i) => (
        <Chunk key={i} fields={properties.slice(i * CHUNK_FIELDS, (i + 1) * CHUNK_FIELDS)} />
      ))}
    </div>
  );
}

/** Drawn again only when one of its fields changed, not when the next chunk is added. */
const Chunk = memo(
  function Chunk({ fields }: { fields: ObjectFieldTemplatePropertyType[] }) {
    return (
      <div className="rjsf-field-chunk">
        {fields.map((f) => (f.hidden ? f.content : <div key={f.name}>{f.content}</div>))}
      </div>
    );
  },
  (before, after) =>
    before.fields.length === after.fields.length &&
    before.fields.every((field, i) => field === after.fields[i]),
);

/** How a chunk looks: the fields spaced as rjsf-mui spaces them, off-screen work skipped. */
export const CHUNK_STYLE = {
  '& .rjsf-field-chunks, & .rjsf-field-chunk': {
    display: 'flex',
    flexDirection: 'column',
    // rjsf-mui puts each field in a grid cell: a 16 px gap plus a 10 px margin below.
    gap: '26px',
  },
  '& .rjsf-field-chunk': {
    contentVisibility: 'auto',
    // The height until it was drawn once; then the browser remembers the real one.
    containIntrinsicSize: `auto ${CHUNK_FIELDS * 82}px`,
    // content-visibility clips painting to the chunk's box, and a filled-in field's label sits
    // half above its box: room above, taken back from the margin, keeps the first label whole.
    paddingTop: '12px',
    marginTop: '-12px',
  },
};
