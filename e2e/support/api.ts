import type { Page } from 'playwright-core';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Multipart = Record<string, { name: string; mimeType: string; buffer: Buffer }>;

/**
 * Calls of the web app's own API as the person signed in on `page`, with the CSRF header it echoes:
 * for setting the scene of a flow faster than its screens would.
 */
export function apiAs(page: Page) {
  return async <T>(method: Method, apiPath: string, options: { data?: unknown; multipart?: Multipart } = {}) => {
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await page.request.fetch(apiPath, {
      method,
      headers: { 'X-CSRFToken': csrf },
      ...(options.data !== undefined ? { data: options.data } : {}),
      ...(options.multipart ? { multipart: options.multipart } : {}),
    });
    if (!response.ok()) throw new Error(`${method} ${apiPath} answered ${response.status()}: ${await response.text()}`);
    const body = await response.text();
    return (body ? JSON.parse(body) : undefined) as T;
  };
}
