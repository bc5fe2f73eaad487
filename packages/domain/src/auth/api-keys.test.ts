import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, NewApiKeySchema, scopeAllows } from './api-keys';

describe('API key scopes', () => {
  it('lets a read scope read its area only, and a write scope read and write it', () => {
    expect(scopeAllows(['shipments:read'], 'shipments', 'GET')).toBe(true);
    expect(scopeAllows(['shipments:read'], 'shipments', 'PUT')).toBe(false);
    expect(scopeAllows(['shipments:read'], 'documents', 'GET')).toBe(false);
    expect(scopeAllows(['documents:write'], 'documents', 'POST')).toBe(true);
    expect(scopeAllows(['documents:write'], 'documents', 'GET')).toBe(true);
    expect(scopeAllows([], 'profile', 'GET')).toBe(false);
  });

  it('knows every area in both forms, and refuses a key without any', () => {
    expect(API_KEY_SCOPES).toContain('invoices:read');
    expect(API_KEY_SCOPES).toContain('tenders:write');
    expect(NewApiKeySchema.safeParse({ name: 'TMS sync', scopes: [] }).success).toBe(false);
    expect(NewApiKeySchema.safeParse({ name: 'TMS sync', scopes: ['everything:write'] }).success).toBe(false);
    expect(NewApiKeySchema.safeParse({ name: 'TMS sync', scopes: ['shipments:read'] }).success).toBe(true);
  });
});
