import { HOSTS } from '../../../common/hosts.ts';

/** A route as Fastify registers it: method and URL pattern (with its host prefix and `:params`). */
export interface GuardedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
}

const front = (url: string) => `${HOSTS.front}${url}`;
const portal = (url: string) => `${HOSTS.portal}${url}`;

/**
 * The routes behind each method-authorised button (method_auth alias -> routes): the browser shows the button only
 * to holders of the alias, and the server refuses the call to everyone else with the same rule
 * (plugins/method-auth.ts reads this map; tests/api/method-auth.test.ts walks it over the demo roles).
 */
export const METHOD_ROUTES: Readonly<Record<string, readonly GuardedRoute[]>> = {
  'patent:share': [
    { method: 'POST', url: front('/api/patentShare/v1/sharePatent') },
  ],
  'patent:collect': [
    { method: 'POST', url: front('/api/v1/collect') },
  ],
  'patent:index': [
    { method: 'POST', url: front('/api/v1/mark') },
    { method: 'POST', url: front('/api/v1/groupCollect/groupIndexing') },
  ],
  'bulletin:manage': [
    { method: 'POST', url: front('/ipSchoolBulletin/v1/save') },
    { method: 'POST', url: front('/ipSchoolBulletin/v1/update/isTop') },
    { method: 'POST', url: front('/ipSchoolBulletin/v1/update/status') },
    { method: 'DELETE', url: front('/ipSchoolBulletin/v1/remove') },
    { method: 'DELETE', url: front('/ipSchoolBulletin/v1/:id') },
  ],
  'news:manage': [
    { method: 'POST', url: portal('/portal/messageNews/v1/save') },
    { method: 'POST', url: portal('/portal/messageNews/v1/publish') },
    { method: 'POST', url: portal('/portal/messageNews/v1/top') },
    { method: 'DELETE', url: portal('/portal/messageNews/v1/remove') },
  ],
  'dict:manage': [
    { method: 'GET', url: portal('/sys/dataDict/v1/types') },
    { method: 'GET', url: portal('/sys/dataDict/v1/entries') },
    { method: 'POST', url: portal('/sys/dataDict/v1/saveType') },
    { method: 'POST', url: portal('/sys/dataDict/v1/saveEntry') },
    { method: 'POST', url: portal('/sys/dataDict/v1/setEntryDisabled') },
    { method: 'POST', url: portal('/sys/dataDict/v1/sortEntries') },
  ],
};

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The inverse of METHOD_ROUTES: `METHOD url` -> the alias that guards it. */
export const GUARD_OF_ROUTE: ReadonlyMap<string, string> = new Map(
  Object.entries(METHOD_ROUTES).flatMap(([alias, routes]) => routes.map((r) => [routeKey(r.method, r.url), alias] as const)),
);
