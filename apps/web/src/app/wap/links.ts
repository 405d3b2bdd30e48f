/** Addresses of the mobile site's pages (address-map.ts maps desktop addresses onto them). */

const q = (v: string) => encodeURIComponent(v);

export const wapGoods = (id: string) => `/wap/goods?id=${q(id)}`;
export const wapShop = (id: string) => `/wap/shop?id=${q(id)}`;
export const wapList = (params: Record<string, string>) => `/wap/list?${new URLSearchParams(params).toString()}`;
export const wapSearch = (k: string, tab?: 'stores') => `/wap/search?k=${q(k)}${tab ? `&tab=${tab}` : ''}`;
