import { SignatureBodySchema, type SignatureBody } from '@portal/domain/signatures/signature-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useTakeSignature } from '../api/take-signature';

type Place = NonNullable<SignatureBody['place']>;

/** Where the phone is, if it says within a few seconds; nothing when it cannot or the signer declines. */
function currentPlace(): Promise<Place | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, accuracyMeters: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 },
    );
  });
}

export type SignatureFieldErrors = Partial<Record<'signerName' | 'signerRole' | 'image', string>>;

/** The sign dialog's state: the typed fields, the drawing or the typed-name choice, the place, and sending. */
export function useSignatureForm(shipmentId: number, stopId: number, onSigned: () => void) {
  const { t } = useTranslation();
  const take = useTakeSignature();
  const [signerName, setSignerName] = useState('');
  const [signerRole, setSignerRole] = useState('');
  const [typed, setTyped] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [withPlace, setWithPlace] = useState(true);
  const [errors, setErrors] = useState<SignatureFieldErrors>({});
  const [locating, setLocating] = useState(false);

  const submit = async () => {
    const draft: SignatureBody = { stopId, signerName, signerRole, mode: typed ? 'Typed' : 'Drawn', image: typed ? undefined : (image ?? undefined) };
    const parsed = SignatureBodySchema.safeParse(draft);
    const next: SignatureFieldErrors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof SignatureFieldErrors] ??= t(issue.message);
    if (!typed && !image) next.image = t('Draw the signature, or choose to sign with the typed name');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setLocating(withPlace);
    const place = withPlace ? await currentPlace() : null;
    setLocating(false);
    take.mutate({ shipmentId, body: { ...draft, place } }, { onSuccess: onSigned });
  };

  // A field's message goes as soon as the field is changed; the next try checks everything again.
  const clearing =
    <T>(set: (value: T) => void, ...fields: (keyof SignatureFieldErrors)[]) =>
    (value: T) => {
      set(value);
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as keyof SignatureFieldErrors))));
    };

  return {
    fields: {
      signerName,
      setSignerName: clearing(setSignerName, 'signerName'),
      signerRole,
      setSignerRole: clearing(setSignerRole, 'signerRole'),
      typed,
      setTyped: clearing(setTyped, 'image'),
      setImage: clearing(setImage, 'image'),
      withPlace,
      setWithPlace,
    },
    errors,
    submit,
    busy: locating || take.isPending,
    error: take.error,
  };
}
