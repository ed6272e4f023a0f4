import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { UnderTitle } from './heading-level';
import { isObject } from '../kernel/is-object';
import { PendingInput } from './pending-input';
import { useHydrated } from '../kernel/ui/use-hydrated';
import { typingPaused } from '../kernel/ui/typing-pause';

/**
 * From this many fields in one object on (counted down to the answers, so a
 * section of ten counts ten), a form is long: its fields are rendered and laid
 * out in chunks. A short form is rendered as rjsf-mui renders it.
 */
export const LONG_FORM_FIELDS = 40;

/**
 * Fields per chunk: the first chunk fills a laptop screen; the fewer, the
 * sooner the form is usable. A chunk's height before it is first rendered (113 px
 * a field) is in shell.css, with how chunks look.
 */
export const CHUNK_FIELDS = 12;

/**
 * A long group of at most this many answers (a step of ten sections, a part
 * of a form of parts) is rendered whole where one render of it costs less than
 * many: inside a chunk that is itself rendered after the first, once no more
 * than this is left to render, and at build time when the whole form is no
 * longer (the page then arrives with all of it, and hydration renders
 * nothing again). Each step after the first is a commit of its own, and a
 * commit of the whole page costs more than the chunks it adds: rendering the
 * last hundred fields in steps of a few made the first of nine steps complete
 * 1.2 times later than stock's single render.
 */
export const WHOLE_FIELDS = 100;

/**
 * Chunks rendered per step after the first, at least; later steps render as many
 * as are rendered already. React renders a step in slices a keystroke can
 * interrupt, but adds it to the page in one go: more per step finishes the
 * form sooner, fewer keeps a key typed meanwhile quick. Small steps first,
 * while the person starts typing; doubling, a form of 90 sections is rendered in
 * 6 steps, not 23.
 */
const CHUNKS_PER_STEP = 4;

/** The rendering still to do of a form's long objects, so a submit can finish it first. */
export class UnrenderedFields extends PendingInput {
  private everything = false;

  /** Whether a submit asked for every field: a long group rendered from then on comes whole. */
  get renderingAll(): boolean {
    return this.everything;
  }

  /**
   * Renders every field now, before a submit checks the answers: rjsf moves the
   * focus to the first field with a problem in the same event, so that field
   * must be on the page. A section rendered by this renders its own fields whole.
   */
  renderAll(): void {
    this.everything = true;
    if (!this.isEmpty) flushSync(() => this.handOverAll());
  }
}

export const UnrenderedFieldsContext = createContext<UnrenderedFields | undefined>(undefined);

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;

/** Counted once per schema object: a long form's template asks on every render. */
const weights = new WeakMap<object, number>();

/**
 * How many answers a piece of schema asks for: 1 for a field, the sum of its
 * fields for a group, an item's for each item of a list (`count` of them).
 * `$ref`s inside are followed through `rootSchema`.
 */
export function fieldWeight(schema: unknown, rootSchema: RJSFSchema, count = 1): number {
  if (!isObject(schema)) return 1;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), rootSchema);
    // A $ref to itself (a tree) counts once: it is rendered one level at a time.
    return target === schema || !isObject(target) ? 1 : fieldWeight(target, rootSchema, count);
  }
  if (schema.type === 'array' && isObject(schema.items)) {
    return Math.max(1, count) * fieldWeight(schema.items, rootSchema);
  }
  const known = weights.get(schema);
  if (known !== undefined) return known;
  const properties = isObject(schema.properties) ? Object.values(schema.properties) : [];
  // Guards against a cycle while counting: a group inside itself counts once.
  weights.set(schema, 1);
  const weight =
    properties.length === 0
      ? 1
      : properties.reduce<number>((sum, child) => sum + fieldWeight(child, rootSchema), 0);
  weights.set(schema, weight);
  return weight;
}

/** One part of a long object or list: a field, a group or a list item, and how many answers it holds. */
export type ChunkPart = { key: string; content: ReactNode; weight: number };

/**
 * Consecutive parts grouped into chunks of about CHUNK_FIELDS answers; a
 * part bigger than that (a section) is a chunk of its own, and renders its own
 * fields in chunks if it is long itself.
 */
export function chunksOf(parts: readonly ChunkPart[]): ChunkPart[][] {
  const chunks: ChunkPart[][] = [];
  let current: ChunkPart[] = [];
  let weight = 0;
  for (const part of parts) {
    if (current.length > 0 && weight + part.weight > CHUNK_FIELDS) {
      chunks.push(current);
      current = [];
      weight = 0;
    }
    current.push(part);
    weight += part.weight;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Whether a group is inside a chunk rendered after the first: then it is rendered in a step already. */
const RenderedLaterContext = createContext(false);

/**
 * Whether the build renders the form's long groups whole: only when the whole
 * form is at most WHOLE_FIELDS answers (a step of ten sections). A longer one
 * arrives with its first chunk, inside its first group too: a form of parts
 * that arrived with its first part of a hundred fields was on the screen
 * later than one of sections (the browser lays out and scans a hundred more
 * fields before the first frame) and hydrated later (the bench's nested
 * shape, docs/decisions/measured-figures.md). Set by the form's outermost chunked
 * group.
 */
const WholeAtBuildContext = createContext<boolean | undefined>(undefined);

const weightOf = (parts: readonly ChunkPart[]) => parts.reduce((sum, p) => sum + p.weight, 0);

/**
 * How many chunks are rendered after the next step: at least CHUNKS_PER_STEP
 * more, as many more as are rendered, and all of them once what would be left
 * is at most WHOLE_FIELDS answers.
 */
function nextStep(chunks: readonly ChunkPart[][], rendered: number): number {
  const next = rendered + Math.max(CHUNKS_PER_STEP, rendered);
  const left = chunks.slice(next).reduce((sum, chunk) => sum + weightOf(chunk), 0);
  return left <= WHOLE_FIELDS ? Infinity : next;
}

/**
 * Rendering a thousand MUI fields takes seconds, and the browser then lays out
 * and hit-tests all of them on every keystroke. A long object is rendered chunk
 * by chunk instead: the first chunk at once, so the form can be used, the rest
 * a few chunks per task in a transition, which a keystroke interrupts. Each chunk
 * skips layout and paint while off screen (content-visibility), one box for
 * the browser to track instead of one per field. A submit renders the rest first.
 * A form of sections is long by its fields, not its sections: the top level
 * is chunked by the answers each section holds, and each section in turn.
 */
export function ChunkedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (!MuiObjectFieldTemplate) return null;
  // The group's title is rendered at this level, its fields' titles one below.
  const under = (content: ReactNode) => (
    <UnderTitle titled={Boolean(props.title)}>{content}</UnderTitle>
  );
  const { rootSchema } = props.registry;
  const data = isObject(props.formData) ? props.formData : {};
  const parts = props.properties.map((p) => {
    const schema = props.schema.properties?.[p.name];
    const answers = data[p.name];
    return {
      key: p.name,
      content: p.hidden ? p.content : <div key={p.name}>{p.content}</div>,
      weight: p.hidden
        ? 0
        : fieldWeight(schema, rootSchema, Array.isArray(answers) ? answers.length : 1),
    };
  });
  if (weightOf(parts) < LONG_FORM_FIELDS) {
    const properties = props.properties.map((p) => ({ ...p, content: under(p.content) }));
    return <MuiObjectFieldTemplate {...props} properties={properties} />;
  }
  // One grid cell for all the chunks: rendering a chunk then re-renders nothing of rjsf-mui's.
  const chunks = {
    name: 'chunks',
    hidden: false,
    content: under(<ChunkedParts parts={parts} />),
  };
  return <MuiObjectFieldTemplate {...props} properties={[chunks]} />;
}

/**
 * Parts rendered a chunk at a time (see ChunkedObjectFieldTemplate). Once all
 * are rendered, a part added later (a list's new item) is rendered at once.
 */
export function ChunkedParts({ parts }: { parts: readonly ChunkPart[] }) {
  const chunks = useMemo(() => chunksOf(parts), [parts]);
  const unrendered = useContext(UnrenderedFieldsContext);
  const renderedLater = useContext(RenderedLaterContext);
  // While rendered at build time and hydrated (the two must match), and in the browser after.
  const hydrated = useHydrated();
  const wholeAtBuild = useContext(WholeAtBuildContext) ?? weightOf(parts) <= WHOLE_FIELDS;
  const [rendered, setRendered] = useState(() =>
    unrendered?.renderingAll ||
    ((renderedLater || (!hydrated && wholeAtBuild)) && weightOf(parts) <= WHOLE_FIELDS)
      ? Infinity
      : 1,
  );
  const chunkCount = chunks.length;
  const following = nextStep(chunks, rendered);
  useEffect(() => {
    if (rendered >= chunkCount) return;
    // Not while the person types: each step holds back the keys typed meanwhile.
    let wanted = true;
    const next = setTimeout(() =>
      typingPaused().then(() => wanted && startTransition(() => setRendered(following))),
    );
    return () => {
      wanted = false;
      clearTimeout(next);
    };
  }, [rendered, chunkCount, following]);
  useEffect(
    () => (rendered < chunkCount ? unrendered?.add(() => setRendered(Infinity)) : undefined),
    [rendered, chunkCount, unrendered],
  );
  return (
    <WholeAtBuildContext value={wholeAtBuild}>
      <div className="rjsf-field-chunks">
        {/* Keyed by place: a field moved or added keeps the other fields' boxes. Keyed by their
            first field, a chunk was made anew when its first field moved (the studio's moves). */}
        {chunks.slice(0, rendered).map((chunk, i) => (
          <RenderedLaterContext key={i} value={i > 0}>
            <Chunk parts={chunk} />
          </RenderedLaterContext>
        ))}
      </div>
    </WholeAtBuildContext>
  );
}

/** Rendered again only when one of its parts changed, not when the next chunk is added. */
const Chunk = memo(
  function Chunk({ parts }: { parts: ChunkPart[] }) {
    return <div className="rjsf-field-chunk">{parts.map((p) => p.content)}</div>;
  },
  (before, after) =>
    before.parts.length === after.parts.length &&
    before.parts.every((part, i) => part === after.parts[i]),
);
