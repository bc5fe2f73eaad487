import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { environmentBannerText, useRuntimeConfig } from '../../../lib/runtime-config';
import { storage } from '../../../lib/storage';
import type { SignInHandover } from '../lib/sign-in-handover';
import { LeanIcon, type LeanIconName } from './lean-icons';
import './lean-sign-in.css';

const TITLE = 'Sign in';

const HIGHLIGHTS: { icon: LeanIconName; title: string; text: string }[] = [
  { icon: 'travelExplore', title: 'Find your next load', text: 'Top Picks, reloads and saved lanes matched to your equipment.' },
  { icon: 'localShipping', title: 'Keep shipments moving', text: 'Tenders, stops, documents and tracking updates in one place.' },
  { icon: 'receiptLong', title: 'Get paid faster', text: 'Invoices, accessorial requests and payment remittance at a glance.' },
];

interface LeanSignInPageProps {
  /** Hands the typed values to the app, which validates and submits them (login-form.tsx). */
  onSubmit: (values: SignInHandover) => void;
  /** Follows a link into the app (the reset and access-request pages). */
  onNavigate: (href: string) => void;
  /** The visitor started typing or points at a way on: time to download the app in the background. */
  onIntent: () => void;
}

/**
 * The sign-in page of a visitor's first load, in plain elements and CSS: the same texts, look and
 * labels as the app's (auth-layout.tsx, login-form.tsx) without MUI, its styling engine, React
 * Router, React Query or i18next, which download while the visitor types.
 */
export function LeanSignInPage({ onSubmit, onNavigate, onIntent }: LeanSignInPageProps) {
  const { supportEmail, appEnv } = useRuntimeConfig();
  const banner = environmentBannerText(appEnv);
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  useEffect(() => {
    document.title = `${TITLE} · ${PRODUCT_NAME}`;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    onSubmit({ emailAddress, password });
  };

  // A plain click stays in this tab's app; a modified one (new tab, download) is the browser's.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href')!);
  };

  return (
    <div className="lean-page">
      {banner && (
        <div className="lean-banner" role="note" aria-label="Environment" data-testid="environment-banner">
          {banner}
        </div>
      )}
      <div className="lean-columns">
        <aside className="lean-brand" aria-label={PRODUCT_NAME}>
          <div className="lean-row">
            <BrandMark size={40} inverted />
            <span className="lean-brand-name">{PRODUCT_NAME}</span>
          </div>
          <div className="lean-pitch">
            <p className="lean-pitch-title">Move freight with confidence.</p>
            <p className="lean-pitch-text">One portal for carriers, brokers, drivers and the companies that pay them.</p>
            <div className="lean-highlights">
              {HIGHLIGHTS.map((item) => (
                <div key={item.title} className="lean-highlight">
                  <div className="lean-highlight-icon">
                    <LeanIcon name={item.icon} />
                  </div>
                  <div>
                    <p className="lean-highlight-title">{item.title}</p>
                    <p className="lean-body2 lean-highlight-text">{item.text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
          <span className="lean-caption">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
        </aside>

        <main className="lean-main">
          <div className="lean-row lean-mobile-brand">
            <BrandMark size={36} />
            <span className="lean-brand-name">{PRODUCT_NAME}</span>
          </div>
          <div className="lean-language">
            {/* The app holds Spanish: choosing it stores the choice and hands over to the app. */}
            <button
              type="button"
              lang="es"
              className="lean-link lean-body2 lean-language-switch"
              onPointerOver={onIntent}
              onClick={() => {
                storage.setLanguage('es');
                onNavigate(window.location.pathname);
              }}
            >
              {LANGUAGE_NAMES.es}
            </button>
          </div>
          <div className="lean-card">
            <h1 className="lean-title">{TITLE}</h1>
            <p className="lean-subtitle">Welcome back. Sign in with your portal account.</p>
            <form noValidate aria-label="Sign in" onSubmit={submit} onInput={onIntent} onPointerOver={onIntent} className="lean-form">
              <div className="lean-field">
                <input
                  id={`${id}-email`}
                  name="emailAddress"
                  type="email"
                  autoComplete="username"
                  // The app's form focuses it too (auth-form-parts.tsx): the page has one task.
                  autoFocus
                  placeholder=" "
                  value={emailAddress}
                  onChange={(event) => setEmailAddress(event.target.value)}
                />
                <label htmlFor={`${id}-email`}>Email address</label>
                <fieldset aria-hidden="true">
                  <legend>
                    <span>Email address</span>
                  </legend>
                </fieldset>
              </div>
              <div>
                <div className="lean-field lean-field-with-button">
                  <input
                    id={`${id}-password`}
                    name="password"
                    type={passwordVisible ? 'text' : 'password'}
                    autoComplete="current-password"
                    placeholder=" "
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <label htmlFor={`${id}-password`}>Password</label>
                  <button
                    type="button"
                    className="lean-icon-button"
                    aria-label={passwordVisible ? 'Hide password' : 'Show password'}
                    onClick={() => setPasswordVisible((visible) => !visible)}
                    onMouseDown={(event) => event.preventDefault()}
                  >
                    <LeanIcon name={passwordVisible ? 'visibilityOff' : 'visibility'} size={20} />
                  </button>
                  <fieldset aria-hidden="true">
                    <legend>
                      <span>Password</span>
                    </legend>
                  </fieldset>
                </div>
                <div className="lean-forgot">
                  <a className="lean-link lean-body2" href={paths.requestPasswordReset.getHref(emailAddress.trim() || undefined)} onClick={follow}>
                    Forgot password?
                  </a>
                </div>
              </div>
              <button type="submit" className="lean-submit" disabled={submitting}>
                {submitting && <span className="lean-spinner" aria-hidden="true" />}
                {submitting ? 'Signing In…' : 'Sign In'}
              </button>
              <button type="button" className="lean-passkey" onClick={() => onSubmit({ emailAddress, password, passkey: true })}>Use a passkey</button>
              <a className="lean-link lean-body2 lean-request-access" href={paths.requestAccess.getHref()} onClick={follow}>
                No account yet? Request access
              </a>
            </form>
          </div>
          {supportEmail && (
            <p className="lean-body2 lean-help">
              Need help? <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
