import { Type, type TSchema } from '@sinclair/typebox';
import { Failure } from '../../../common/api/workflow.ts';

export * from '../../../common/api/workflow.ts';

/** Route reply schemas: the success shape, and the failure envelope for 4xx. */
export const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });

/** `?ids=1,2,3` (or repeated ids) -> integers. */
export const IdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000, pattern: '^\\d+(,\\d+)*$' }) });
export const parseIds = (ids: string) => [...new Set(ids.split(',').map(Number))];

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
