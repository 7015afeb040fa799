// Rich text of news, courses, activities and services (ra-input-rich-text, TipTap):
// headings, bold and italic, lists, links, quotes and images uploaded from the computer
// (stored by the server like every image; the editor inserts the returned URL). The
// server keeps only its allowlist (common/rich-text.ts), so what the editor could add
// beyond it (alignment, underline) is dropped when saved. The editable area is a
// multi-line textbox named by the field's label ('Contenuto'), as screen readers expect.
import ImageIcon from '@mui/icons-material/AddPhotoAlternate';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
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
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  useDataProvider,
  useNotify,
  useResourceContext,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';
import { resolveFileUrl } from '../lib/fileUrl';
import { withReason } from '../lib/notifications';

export const UPLOAD_IMAGE_LABEL = 'Inserisci immagine';

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

const UploadImageButton = () => {
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const url = await dataProvider.uploadRichTextImage(file);
      const alt = window.prompt("Testo alternativo dell'immagine (per chi non può vederla)") ?? '';
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
          if (file) void upload(file);
        }}
      />
    </>
  );
};

export const RichTextBodyInput = ({
  source,
  label,
  validate,
  helperText,
}: {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: ReactNode;
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
      validate={validate}
      helperText={helperText}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <HeadingButtons />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <UploadImageButton />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
};
