/** G2 (~300 kB gzipped) as its own chunk: loaded the first time a chart is drawn, never with the login page or the shell. */
export const loadG2 = () => import('@antv/g2');
