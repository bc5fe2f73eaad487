import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface SignaturePadProps {
  /** The drawing as a PNG data URL after each stroke, or null once cleared. */
  onChange: (png: string | null) => void;
  describedBy?: string;
}

const HEIGHT = 180;

/**
 * A canvas the signer draws on with a finger, a stylus or a mouse (pointer events, so all three
 * alike). The canvas is sized to its box at the screen's pixel ratio so strokes stay sharp; the
 * page beneath does not scroll while drawing (touch-action: none).
 */
export function SignaturePad({ onChange, describedBy }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(element.clientWidth * ratio);
    element.height = Math.round(HEIGHT * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', position: 'relative' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('Signature pad: sign with a finger, a stylus or the mouse')}
          aria-describedby={describedBy}
          data-testid="signature-pad"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
        />
        <Typography variant="caption" aria-hidden sx={{ position: 'absolute', left: 12, bottom: 8, color: '#595959', pointerEvents: 'none' }}>
          {t('Sign here')}
        </Typography>
      </Box>
      <Button onClick={clear} sx={{ alignSelf: 'flex-start' }}>
        {t('Clear the signature')}
      </Button>
    </Stack>
  );
}
