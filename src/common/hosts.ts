/** Host prefixes of api-conventions.md; the client reads them from the runtime config, the server mounts by them. */
export const HOSTS = {
  uc: '/api/uc',
  portal: '/api/portal',
  front: '/api/front',
  form: '/api/form',
  bpmModel: '/api/bpm-model',
  bpmRunTime: '/api/bpm-runtime',
} as const;

export type HostName = keyof typeof HOSTS;
