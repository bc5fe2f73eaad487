import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in Node, for tests: an ES256 key pair, "none" attestation and assertion
 * signatures made exactly as a browser and device would (the authenticator model of WebAuthn Level 2), so the
 * server checks real answers rather than a mock of its own library.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface RelyingPartyUnderTest {
  id: string;
  origin: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  /** The account handle the server offered at enrolment; a discoverable passkey answers with it. */
  userHandle: string | undefined;

  constructor(private readonly rp: RelyingPartyUnderTest) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (EC2, P-256, ES256): the map authenticators put in the attested credential data. */
  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    return isoCBOR.encode(cose);
  }

  private authenticatorData(flags: number, counter: number, attested: boolean, rpId = this.rp.id): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create for these options. */
  register(options: { challenge: string; user: { id: string } }, change: { userVerified?: boolean; origin?: string } = {}) {
    this.userHandle = options.user.id;
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL | (change.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(this.authenticatorData(flags, this.counter, true))],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, change.origin ?? this.rp.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * The answer to navigator.credentials.get: the counter goes up by one unless one is given (an
   * older value is what a cloned key would send).
   */
  assert(options: { challenge: string }, change: { counter?: number; userVerified?: boolean; origin?: string; rpId?: string; forgeSignature?: boolean } = {}) {
    this.counter = change.counter ?? this.counter + 1;
    const flags = FLAG_USER_PRESENT | (change.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authenticatorData = this.authenticatorData(flags, this.counter, false, change.rpId);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, change.origin ?? this.rp.origin);
    const signed = Buffer.concat([authenticatorData, sha256(clientDataJSON)]);
    const signer = change.forgeSignature ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : this.keys.privateKey;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(sign('sha256', signed, signer)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
