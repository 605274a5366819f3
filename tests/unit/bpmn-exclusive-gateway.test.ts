import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProcess } from '../../src/server/bpm/executable-subset.ts';
import { nodeOf, type ProcessModel } from '../../src/server/bpm/model.ts';
import { chooseFlows } from '../../src/server/bpm/move-token.ts';
import { parseBpmn } from '../../src/server/bpm/parse.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { translatorFor } from '../../src/server/lib/i18n.ts';

const FILE = path.resolve(import.meta.dirname, '../fixtures/bpmn/exclusive-gateway.bpmn');

async function model(): Promise<ProcessModel> {
  const { definitions } = await parseBpmn(fs.readFileSync(FILE, 'utf8'));
  return compileProcess(definitions);
}

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('bpmn executor: exclusive gateway', () => {
  it('takes only the first flow in document order when two conditions hold', async () => {
    const m = await model();
    // amount > 10000 (toDirector) and amount > 1000 (toManager) both hold.
    expect(await chooseFlows(m, nodeOf(m, 'byAmount'), { amount: 20000 })).toEqual(['toDirector']);
    expect(await chooseFlows(m, nodeOf(m, 'byAmount'), { amount: 5000 })).toEqual(['toManager']);
  });

  it('takes the default flow when no condition holds', async () => {
    const m = await model();
    expect(await chooseFlows(m, nodeOf(m, 'byAmount'), { amount: 10 })).toEqual(['toClerk']);
    expect(await chooseFlows(m, nodeOf(m, 'byAmount'), {})).toEqual(['toClerk']);
  });

  it('refuses with a localised message when no condition holds and there is no default flow', async () => {
    const m = await model();
    expect(await chooseFlows(m, nodeOf(m, 'byKind'), { kind: 'invoice' })).toEqual(['toFinance']);
    const error = await rejection(chooseFlows(m, nodeOf(m, 'byKind'), { kind: 'memo' }));
    expect(error).toBeInstanceOf(AppError);
    const { statusCode, messageKey, params } = error as AppError;
    expect({ statusCode, messageKey }).toEqual({ statusCode: 400, messageKey: 'bpmNoPath' });
    expect(translatorFor('zh-CN')(messageKey, params)).toBe('网关 By kind 没有满足条件的分支');
    expect(translatorFor('en-US')(messageKey, params)).toBe('No outgoing branch of gateway By kind meets its condition');
  });
});
