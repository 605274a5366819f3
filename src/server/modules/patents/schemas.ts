/** The patent-library wire schemas live in src/common/api/patents.ts (shared with the client). */
export * from '../../../common/api/patents.ts';
