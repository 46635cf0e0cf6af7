import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';

/**
 * A rich-text (HTML) editor for administrators and board writers. It is heavy, so pages load it with
 * `lazy(() => import(...))` and it never lands in the main bundle. Whatever it produces, the server
 * sanitises before storing.
 */
export type RichTextEditorProps = {
  /** The starting HTML; later changes of this prop are ignored (remount with a `key` to reset). */
  value: string;
  onChange: (html: string) => void;
  /** Uploads a chosen image and answers its public path, which is inserted at the cursor. */
  uploadImage: (file: File) => Promise<string>;
  /** The accessible name of the writing area. */
  label: string;
  /** Id of the element describing the field (help text), if any. */
  describedBy?: string;
  /** The name the form's checks call the content by (focus goes here when it is missing). */
  fieldName?: string;
  /** Accepted image types for the picker, e.g. "image/png,image/jpeg". */
  accept?: string;
};

const toolbarButton = (active: boolean) =>
  `rounded-md px-2.5 py-1.5 text-sm font-medium ${
    active ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-100'
  } disabled:opacity-50`;

export function RichTextEditor({
  value,
  onChange,
  uploadImage,
  label,
  describedBy,
  fieldName,
  accept = 'image/jpeg,image/png,image/gif,image/webp',
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: true,
          // No custom protocols: http(s), mailto and tel are allowed already, and registering them again
          // when a second editor opens on a page makes linkifyjs warn "already initialized".
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        // The form's check sends focus here when the content is missing (field-problem.tsx).
        'data-field': fieldName ?? '',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text min-h-64 px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  if (!editor) return null;
  return (
    <div className="rounded-lg border border-slate-300 bg-white focus-within:border-brand-600">
      <Toolbar editor={editor} uploadImage={uploadImage} accept={accept} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  uploadImage,
  accept,
}: {
  editor: Editor;
  uploadImage: (file: File) => Promise<string>;
  accept: string;
}) {
  const dialog = useDialog();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const buttons: { key: keyof typeof active; label: string; text: string; run: () => void }[] = [
    { key: 'bold', label: '굵게', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: '기울임', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'underline', label: '밑줄', text: 'U', run: () => chain().toggleUnderline().run() },
    { key: 'h2', label: '머리글 1', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: '머리글 2', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: '글머리 목록', text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: '번호 목록', text: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: '인용', text: '❝', run: () => chain().toggleBlockquote().run() },
  ];

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const path = await uploadImage(file);
      chain().setImage({ src: path, alt: '' }).run();
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div role="toolbar" aria-label="서식" className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          aria-label={button.label}
          title={button.label}
          aria-pressed={active?.[button.key] ?? false}
          className={toolbarButton(active?.[button.key] ?? false)}
          onClick={button.run}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
      <button
        type="button"
        aria-pressed={active?.link ?? false}
        className={toolbarButton(active?.link ?? false)}
        onClick={() => setLinkOpen(true)}
      >
        링크
      </button>
      <button
        type="button"
        className={toolbarButton(false)}
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? '올리는 중…' : '이미지'}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
      {linkOpen && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            setLinkOpen(false);
            if (!href) chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </div>
  );
}

/** Asks for a link address (an empty one removes the link); only web, mail and phone links. Mounted while open. */
function LinkDialog({
  initial,
  onClose,
  onApply,
}: {
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const id = useId();
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = href.trim();
    if (text && !/^(https?:\/\/|mailto:|tel:)/i.test(text)) {
      setProblem('https:// 로 시작하는 주소를 입력해주세요.');
      return;
    }
    onApply(text);
  };
  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title="링크">
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          주소 (비우면 링크 삭제)
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          placeholder="https://"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem && (
          <p id={`${id}-problem`} className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
            onClick={onClose}
          >
            취소
          </button>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
          >
            적용
          </button>
        </div>
      </form>
    </Modal>
  );
}
