import { describe, expect, it } from 'vitest';
import { CurrentUserSchema, LoginRequestSchema, PasswordResetSchema } from './current-user';

describe('CurrentUserSchema', () => {
  it('reads a user', () => {
    const value = {
      id: 1, email: 'a@b.co', userName: 'a@b.co', firstName: 'Ann', lastName: 'Lee', roles: ['Admin'], permissions: ['CarrierPortal'],
      phoneNumbers: [], companyId: 10, companyName: 'Acme', contactId: 100, fileId: null, isBroker: false, isBrokerage: false, isBookable: true,
      isOnHold: false, has3PLNetwork: false, hasAcceptedAccessTermsAndConditions: true, trackingIntegration: { samsaraIsExpired: false }, language: null, theme: 'dark',
    };
    expect(CurrentUserSchema.parse(value)).toEqual(value);
    expect(CurrentUserSchema.safeParse({ ...value, isBroker: undefined }).success).toBe(false);
    expect(CurrentUserSchema.safeParse({ ...value, theme: 'sepia' }).success).toBe(false);
  });
});

describe('LoginRequestSchema', () => {
  it('needs an email and a password', () => {
    expect(LoginRequestSchema.parse({ emailAddress: ' a@b.co ', password: 'x' })).toEqual({ emailAddress: 'a@b.co', password: 'x' });
    expect(LoginRequestSchema.safeParse({ emailAddress: 'nope', password: 'x' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ emailAddress: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('PasswordResetSchema', () => {
  it('needs a token and a password of at least 8 characters', () => {
    expect(PasswordResetSchema.safeParse({ resetToken: 't', newPassword: '12345678' }).success).toBe(true);
    expect(PasswordResetSchema.safeParse({ resetToken: 't', newPassword: '1234567' }).success).toBe(false);
    expect(PasswordResetSchema.safeParse({ resetToken: '', newPassword: '12345678' }).success).toBe(false);
  });
});
