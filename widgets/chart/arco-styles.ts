// The app loads Arco's styles per component (src/app/main.tsx); these are the ones a chart draws.
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
