import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { API_KEY_AREAS, type ApiKey, type ApiKeyArea, type ApiKeyScope, type ApiKeySecretAnswer } from '@portal/domain/auth/api-keys';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { answerMessageOf, translateApiMessage } from '../../../lib/translate-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRotateApiKey } from '../api/api-keys';

const AREA_LABELS: Record<ApiKeyArea, string> = {
  profile: msg('Company profile'),
  shipments: msg('Shipments and stops'),
  documents: msg('Documents'),
  notes: msg('Notes'),
  cases: msg('Cases'),
  tenders: msg('Tenders'),
  invoices: msg('Invoices'),
};
type Level = 'none' | 'read' | 'write';

function scopesOf(levels: Record<ApiKeyArea, Level>): ApiKeyScope[] {
  return API_KEY_AREAS.flatMap((area) => (levels[area] === 'none' ? [] : [`${area}:${levels[area]}` as ApiKeyScope]));
}

/** The secret of a key just made or rotated: shown once, with a button to copy it. */
function SecretShown({ answer, onDone }: { answer: ApiKeySecretAnswer; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" action={<Button onClick={onDone}>{t('Done')}</Button>} sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography sx={{ mb: 1 }}>{translateApiMessage(answerMessageOf(answer))}</Typography>
      <Typography component="code" aria-label={t('The new API key')} sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>
        {answer.data.secret}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => void navigator.clipboard?.writeText(answer.data.secret).then(() => notify.success(t('Copied')))}>
        {t('Copy')}
      </Button>
    </Alert>
  );
}

function NewKeyForm({ onMade, onCancel }: { onMade: (answer: ApiKeySecretAnswer) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Record<ApiKeyArea, Level>>(() => Object.fromEntries(API_KEY_AREAS.map((area) => [area, 'none'])) as Record<ApiKeyArea, Level>);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scopes = scopesOf(levels);
    if (!name.trim()) return setError(t('Name the key'));
    if (scopes.length === 0) return setError(t('Choose what the key may use'));
    setError(undefined);
    create.mutate({ name: name.trim(), scopes }, { onSuccess: onMade });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('New API key')} spacing={2}>
      <TextField label={t('Name')} helperText={t('What uses it, e.g. "Dispatch system"')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {API_KEY_AREAS.map((area) => (
          <TextField
            key={area}
            select
            size="small"
            label={t(AREA_LABELS[area])}
            value={levels[area]}
            onChange={(e) => setLevels((current) => ({ ...current, [area]: e.target.value as Level }))}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            <MenuItem value="none">{t('No access')}</MenuItem>
            <MenuItem value="read">{t('Read')}</MenuItem>
            <MenuItem value="write">{t('Read and write')}</MenuItem>
          </TextField>
        ))}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('Cancel')}</Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('Create Key')}
        </Button>
      </Stack>
    </Stack>
  );
}

function KeyRow({ apiKey, onRotated }: { apiKey: ApiKey; onRotated: (answer: ApiKeySecretAnswer) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const confirm = () => {
    if (asking === 'rotate') rotate.mutate(apiKey.id, { onSuccess: onRotated });
    if (asking === 'revoke') revoke.mutate(apiKey.id, { onSuccess: () => notify.success(t('API key revoked')) });
    setAsking(null);
  };
  const titleId = `api-key-${apiKey.id}-confirm`;
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ flex: '1 1 18rem', minWidth: 0 }} spacing={0.25}>
        <Typography sx={{ fontWeight: 600 }}>
          {apiKey.name} <Typography component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>{apiKey.prefix}…</Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {apiKey.scopes.join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('Made {{when}} by {{who}}', { when: formatDateTimeWithZone(apiKey.createdAt), who: apiKey.createdBy })}
          {' · '}
          {apiKey.lastUsedAt ? t('Last used {{when}}', { when: formatDateTimeWithZone(apiKey.lastUsedAt) }) : t('Never used')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAsking('rotate')} aria-label={t('Rotate {{name}}', { name: apiKey.name })}>
          {t('Rotate Key')}
        </Button>
        <Button size="small" color="error" variant="outlined" onClick={() => setAsking('revoke')} aria-label={t('Revoke {{name}}', { name: apiKey.name })}>
          {t('Revoke')}
        </Button>
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{asking === 'revoke' ? t('Revoke {{name}}?', { name: apiKey.name }) : t('Rotate {{name}}?', { name: apiKey.name })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary">
            {asking === 'revoke' ? t('Systems using this key stop working within seconds.') : t('The current key stops working at once; give the new one to the systems that use it.')}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAsking(null)}>{t('Cancel')}</Button>
          <Button variant="contained" color={asking === 'revoke' ? 'error' : 'primary'} onClick={confirm}>
            {asking === 'revoke' ? t('Revoke') : t('Rotate Key')}
          </Button>
        </DialogActions>
      </Dialog>
    </ListItem>
  );
}

/** The company's API keys, for its admins: made, shown once, rotated and revoked here. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<ApiKeySecretAnswer | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('API keys')}
        </Typography>
        <Typography color="text.secondary">
          {t("Keys let your company's systems use the Carrier and Trucks APIs. Each key reaches only the areas you choose.")}
        </Typography>
        {secret && <SecretShown answer={secret} onDone={() => setSecret(null)} />}
        {keys.data && keys.data.length > 0 && (
          <List aria-label={t('API keys')} disablePadding>
            {keys.data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRotated={setSecret} />
            ))}
          </List>
        )}
        {keys.data?.length === 0 && <Typography color="text.secondary">{t('No API keys yet.')}</Typography>}
        {adding ? (
          <NewKeyForm
            onCancel={() => setAdding(false)}
            onMade={(answer) => {
              setAdding(false);
              setSecret(answer);
            }}
          />
        ) : (
          <Stack direction="row">
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('New API Key')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
