import { BRAND_COLOR } from '@portal/domain/common/constants';

export const PRODUCT_NAME = 'Freight Portal';

/** The product's mark: a truck in a rounded square, in brand blue (or white on blue). */
export function BrandMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const background = inverted ? '#FFFFFF' : BRAND_COLOR;
  const foreground = inverted ? BRAND_COLOR : '#FFFFFF';
  return (
    // Plain elements, no MUI: the lean sign-in page shows it too (features/auth/lean).
    <span aria-hidden style={{ display: 'inline-flex', width: size, height: size, flexShrink: 0 }}>
      <svg viewBox="0 0 32 32" width={size} height={size} role="presentation">
        <rect width="32" height="32" rx="8" fill={background} />
        <path d="M6.5 11.5h12v8.5h-12z" fill={foreground} />
        <path d="M19.5 14h3.6l2.9 3.4V20h-6.5z" fill={foreground} opacity="0.85" />
        <circle cx="10.5" cy="21.5" r="2.1" fill={foreground} stroke={background} strokeWidth="1.2" />
        <circle cx="22" cy="21.5" r="2.1" fill={foreground} stroke={background} strokeWidth="1.2" />
      </svg>
    </span>
  );
}
