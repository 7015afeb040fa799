// Rich text of news, courses, activities, services and the privacy notice
// (ra-input-rich-text, TipTap): headings, bold and italic, lists, links, quotes and images
// uploaded from the computer (a photo over the limit scaled down first; stored by the
// server like every image; the editor inserts the returned URL). An image asks for its
// alternative text before it is uploaded, the text of a selected image can be changed,
// and a body with an image without one is not saved. Images fit the editor's column. The
// server keeps only its allowlist (common/rich-text.ts), so what the editor could add
// beyond it (alignment, underline, an image's size) is dropped when saved. The editable
// area is a multi-line textbox named by the field's label ('Contenuto'), as screen readers
// expect.
import ImageIcon from '@mui/icons-material/AddPhotoAlternate';
import AltTextIcon from '@mui/icons-material/ShortText';
import { ToggleButton, ToggleButtonGroup, type Theme } from '@mui/material';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  useDataProvider,
  useNotify,
  useResourceContext,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';
import { resolveFileUrl } from '../lib/fileUrl';
import { fitImageForUpload } from '../lib/imageDownscale';
import { withReason } from '../lib/notifications';
import { ImageAltDialog } from './ImageAltDialog';

export const UPLOAD_IMAGE_LABEL = 'Inserisci immagine';
export const EDIT_ALT_LABEL = "Testo alternativo dell'immagine selezionata";
export const IMAGE_WITHOUT_ALT_MESSAGE =
  'Ogni immagine deve avere un testo alternativo: selezionala e usa il pulsante «Testo alternativo» della barra';

/** How many images of the HTML have no alternative text (none, or only spaces). */
export function imagesWithoutAlt(html: string): number {
  if (!html.includes('<img')) return 0;
  const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return Array.from(images).filter((image) => !image.getAttribute('alt')?.trim()).length;
}

const everyImageDescribed: Validator = (value: unknown) =>
  typeof value === 'string' && imagesWithoutAlt(value) > 0 ? IMAGE_WITHOUT_ALT_MESSAGE : undefined;

/** The headings the public typography styles (h2, h3), toggled back to a paragraph. */
const HEADING_LEVELS = [
  { level: 2, label: 'Titolo H2' },
  { level: 3, label: 'Sottotitolo H3' },
] as const;

// ra-input-rich-text's LevelSelect fails axe (its name hides its visible text, a <li>
// outside a list): toggle buttons whose names contain what they show instead.
const HeadingButtons = () => {
  const editor = useTiptapEditor();
  return (
    <ToggleButtonGroup size="small" aria-label="Titoli">
      {HEADING_LEVELS.map(({ level, label }) => (
        <ToggleButton
          key={level}
          value={`h${level}`}
          aria-label={label}
          title={label}
          disabled={!editor || !editor.isEditable}
          onClick={() => editor.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}
          sx={{ fontWeight: 700, fontSize: '0.8rem', px: 1 }}
        >
          H{level}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/** The picked image waiting for its alternative text: the file to send and its preview. */
interface PendingImage {
  file: File;
  preview: string;
}

const UploadImageButton = () => {
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingImage | null>(null);

  const pick = async (picked: File) => {
    setBusy(true);
    const file = await fitImageForUpload(picked);
    setBusy(false);
    setPending({ file, preview: URL.createObjectURL(file) });
  };

  const close = () => {
    if (pending) URL.revokeObjectURL(pending.preview);
    setPending(null);
  };

  const insert = async (alt: string) => {
    if (!pending) return;
    const { file } = pending;
    close();
    setBusy(true);
    try {
      const url = await dataProvider.uploadRichTextImage(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: resolveFileUrl(url), alt } })
        .run();
    } catch (error) {
      notify(withReason("Errore durante il caricamento dell'immagine", error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToggleButton
        value="upload-image"
        aria-label={UPLOAD_IMAGE_LABEL}
        title={UPLOAD_IMAGE_LABEL}
        disabled={!editor || !editor.isEditable || busy}
        onClick={() => picker.current?.click()}
      >
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid="rich-text-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pick(file);
        }}
      />
      <ImageAltDialog
        open={pending !== null}
        title="Inserisci un'immagine"
        src={pending?.preview ?? null}
        confirmLabel="Inserisci"
        onConfirm={(alt) => void insert(alt)}
        onCancel={close}
      />
    </>
  );
};

/** The image selected in the editor (its source and alternative text), or null. */
function useSelectedImage(editor: ReturnType<typeof useTiptapEditor>) {
  const [selected, setSelected] = useState<{ src: string; alt: string } | null>(null);
  useEffect(() => {
    if (!editor) return;
    const update = () => {
      if (!editor.isActive('image')) return setSelected(null);
      const { src, alt } = editor.getAttributes('image') as { src?: string; alt?: string | null };
      setSelected({ src: src ?? '', alt: alt ?? '' });
    };
    update();
    editor.on('selectionUpdate', update);
    editor.on('transaction', update);
    return () => {
      editor.off('selectionUpdate', update);
      editor.off('transaction', update);
    };
  }, [editor]);
  return selected;
}

/** Changes the alternative text of the image selected in the editor. */
const EditAltButton = () => {
  const editor = useTiptapEditor();
  const selected = useSelectedImage(editor);
  const [open, setOpen] = useState(false);

  return (
    <>
      <ToggleButton
        value="image-alt"
        aria-label={EDIT_ALT_LABEL}
        title={EDIT_ALT_LABEL}
        disabled={!editor || !editor.isEditable || !selected}
        onClick={() => setOpen(true)}
      >
        <AltTextIcon fontSize="inherit" />
      </ToggleButton>
      <ImageAltDialog
        open={open && selected !== null}
        title="Testo alternativo dell'immagine"
        src={selected?.src ?? null}
        initialAlt={selected?.alt ?? ''}
        confirmLabel="Salva"
        onConfirm={(alt) => {
          editor.chain().focus().updateAttributes('image', { alt }).run();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

export const RichTextBodyInput = ({
  source,
  label,
  validate,
  helperText,
  images = true,
}: {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: ReactNode;
  /** Whether the toolbar offers to insert images (not in a legal text). */
  images?: boolean;
}) => {
  const resource = useResourceContext();
  const name = String(useTranslateLabel()({ label, source, resource }));
  // The editor is made again whenever its options change: the same object for one name.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={[
        ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
        everyImageDescribed,
      ]}
      helperText={helperText}
      sx={EDITOR_IMAGES}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <HeadingButtons />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          {images && <UploadImageButton />}
          {images && <EditAltButton />}
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
};

/** Images fit the editor's column, whatever their size; the selected one is outlined. */
const EDITOR_IMAGES = {
  '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
  '& .ProseMirror [data-resize-container], & .ProseMirror [data-resize-wrapper]': {
    maxWidth: '100%',
  },
  '& .ProseMirror img.ProseMirror-selectednode, & .ProseMirror .ProseMirror-selectednode img': {
    outline: (theme: Theme) => `3px solid ${theme.palette.primary.main}`,
  },
} as const;
