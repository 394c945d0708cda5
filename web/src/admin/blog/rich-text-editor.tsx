import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * The blog's rich-text editor (issue 25 §5): Tiptap with the formatting the shop's articles show
 * (headings, bold, italic, lists, quotes, links). It is imported by the post form only, lazily, so
 * neither the shop nor the back office's other pages load it. What it writes is sanitised again
 * by the server before it is stored.
 */

type Props = {
  /** The content's HTML; a new value from outside (Undo, a reload) replaces the document. */
  value: string;
  onChange: (html: string) => void;
  /** The editable area's accessible name and the field's ids (label, hint, error). */
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
};

type Tool = {
  label: string;
  icon: LucideIcon;
  /** The shortcut, as aria-keyshortcuts writes it, and as the tooltip shows it. */
  keys?: string;
  run: (editor: Editor) => void;
  /** Whether the formatting is on where the cursor is: the button's aria-pressed. Undefined: an action. */
  active?: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: Bold,
    keys: 'Control+B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: Italic,
    keys: 'Control+I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Heading',
    icon: Heading2,
    keys: 'Control+Alt+2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    icon: Heading3,
    keys: 'Control+Alt+3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Bulleted list',
    icon: List,
    keys: 'Control+Shift+8',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    keys: 'Control+Shift+7',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    icon: Quote,
    keys: 'Control+Shift+B',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: 'Link',
    icon: LinkIcon,
    keys: 'Control+K',
    run: editLink,
    active: (e) => e.isActive('link'),
  },
  { label: 'Undo', icon: Undo2, keys: 'Control+Z', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: Redo2, keys: 'Control+Shift+Z', run: (e) => e.chain().focus().redo().run() },
];

/** Asks for the link's address (empty removes the link); only web and mail addresses are kept. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const href = window.prompt('Link address (leave empty to remove the link)', current);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
  else if (/^(https?:\/\/|mailto:|\/)/i.test(href.trim())) chain.setLink({ href: href.trim() }).run();
}

const EXTENSIONS = [
  // StarterKit's own link is replaced by the Link extension configured below.
  StarterKit.configure({ link: false, heading: { levels: [2, 3] }, underline: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: ['http', 'https', 'mailto'],
    HTMLAttributes: { rel: null, target: null },
  }),
];

export function RichTextEditor({ value, onChange, labelId, describedBy, invalid = false }: Props) {
  // The editor for the shortcut handler, which is set up before useEditor answers.
  const current = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
        class:
          'min-h-64 px-3 py-2 text-base leading-relaxed text-slate-800 focus-visible:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6',
      },
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k' || !current.current) return false;
        event.preventDefault();
        editLink(current.current);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  current.current = editor;

  // A value from outside (Undo, a reload after saving): the document follows, without a change event.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => (current && tool.active ? tool.active(current) : false)),
  });

  return (
    <div className={cn('rounded-lg border bg-white', invalid ? 'border-rose-500' : 'border-slate-300')}>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {TOOLS.map((tool, index) => {
          const Icon = tool.icon;
          return (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.keys ? `${tool.label} (${tool.keys.replace('Control', 'Ctrl')})` : tool.label}
              {...(tool.keys && { 'aria-keyshortcuts': tool.keys })}
              {...(tool.active && { 'aria-pressed': pressed?.[index] ?? false })}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
              className="grid size-10 place-items-center rounded text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
