import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { extensionOf, normalizeExtension } from '@portal/domain/documents/file-extensions';

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.gif', '.webp', '.heic', '.heif']);

/** A file-type icon: PDF red, images blue, anything else grey. */
export function DocumentIcon({ name, extension, size = 40 }: { name: string; extension?: string | null; size?: number }) {
  const ext = normalizeExtension(extension) || extensionOf(name);
  const sx = { fontSize: size };
  if (ext === '.pdf') return <PictureAsPdfOutlined aria-hidden sx={{ ...sx, color: 'error.main' }} />;
  if (IMAGE_EXTENSIONS.has(ext)) return <ImageOutlined aria-hidden sx={{ ...sx, color: 'primary.main' }} />;
  return <InsertDriveFileOutlined aria-hidden sx={{ ...sx, color: 'text.secondary' }} />;
}
