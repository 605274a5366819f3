// The form benchmark's page (bench/form-render.ts drives it in Chromium): a form of ?inputs=N fields and ?formulas=M
// formulas through the engine's FormView (Arco theme, rights, rules, formulas), the same FormView with its formulas
// off, or a plain rjsf Form with the engine's Arco theme and the same schema. While typing, a Profiler records every
// commit and a capture listener every keydown.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/es/style/index.css';
import { Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { withTheme } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { FormView } from '../../src/engine/form/form-view.tsx';
import { engineTheme } from '../../src/engine/form/engine-theme.ts';
import { FormHarness, formTestServices } from '../../src/app/testing/form-harness.tsx';
import type { BoDefinition } from '../../src/common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../src/common/definitions/kinds/form.ts';

const query = new URLSearchParams(location.search);
const INPUTS = Number(query.get('inputs') ?? 250);
const FORMULAS = Number(query.get('formulas') ?? 50);

const names = Array.from({ length: INPUTS }, (_, i) => (i === 0 ? 'title' : `n${i}`));
const computed = Array.from({ length: FORMULAS }, (_, i) => `c${i + 1}`);
const bo = {
  kind: 'bo', schemaVersion: 2, alias: 'bench', name: { 'zh-CN': '基准' },
  fields: [
    ...names.map((name, i) => ({ name, label: { 'zh-CN': `字段${i + 1}`, 'en-US': `Field ${i + 1}` }, type: i === 0 ? 'string' : 'number' })),
    ...computed.map((name, i) => ({ name, label: { 'zh-CN': `计算${i + 1}`, 'en-US': `Computed ${i + 1}` }, type: i % 10 === 0 ? 'string' : 'number' })),
  ],
} as unknown as BoDefinition;
const schema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries([
    ...names.map((name, i) => [name, { type: i === 0 ? 'string' : 'number', title: `字段${i + 1}` }]),
    ...computed.map((name, i) => [name, { type: i % 10 === 0 ? 'string' : 'number', title: `计算${i + 1}` }]),
  ]),
};
const form = {
  kind: 'form', schemaVersion: 1, key: 'bench', name: { 'zh-CN': '基准表单' }, boAlias: 'bench', schema,
  formulas: computed.map((target, i) => ({
    target,
    expression: i % 10 === 0 ? '$moneyInWords($length(title) * 100)' : `$length(title) + n${(i % (INPUTS - 1)) + 1} * 2`,
  })),
} as unknown as FormDefinition;
const withoutFormulas = { ...form, formulas: [] } as unknown as FormDefinition;

const { services } = formTestServices(() => undefined);
const ArcoForm = withTheme(engineTheme);

type Variant = 'engine' | 'engineNoFormulas' | 'plainArco';
const trees: Record<Variant, () => ReactNode> = {
  engine: () => <FormHarness services={services}><FormView definition={form} bo={bo} action="add" /></FormHarness>,
  engineNoFormulas: () => <FormHarness services={services}><FormView definition={withoutFormulas} bo={bo} action="add" /></FormHarness>,
  plainArco: () => <FormHarness services={services}><ArcoForm schema={schema} validator={validator} noHtml5Validate /></FormHarness>,
};

// ---- commits per keystroke (the driver reads main-thread time from Chromium's trace) -----------------------------------
const commits: number[] = [];
const keydowns: number[] = [];
document.addEventListener('keydown', (event) => keydowns.push(event.timeStamp), true);

let root: Root | undefined;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mounts a variant and waits until its title input shows and the first derived run is over. */
async function mount(variant: Variant): Promise<void> {
  root?.unmount();
  const container = document.getElementById('root')!;
  root = createRoot(container);
  root.render(<Profiler id={variant} onRender={() => { commits.push(performance.now()); }}>{trees[variant]()}</Profiler>);
  const deadline = performance.now() + 60_000;
  while (!document.querySelector('#root_title')) {
    if (performance.now() > deadline) throw new Error(`${variant}: no #root_title within 60 s`);
    await settle(20);
  }
  await settle(500);
  (document.querySelector('#root_title') as HTMLInputElement).focus();
}

function startCounting(): void {
  commits.length = 0;
  keydowns.length = 0;
}

/** React commits between each keydown and the next (or now). */
function commitsPerKey(): number[] {
  const end = performance.now();
  return keydowns.map((at, k) => commits.filter((c) => c > at && c <= (keydowns[k + 1] ?? end)).length);
}

Object.assign(window, { mountForm: mount, startCounting, commitsPerKey, benchReady: true });
