/**
 * Stored HTML fields (staff bio, tour intro and outro, stop narratives; sanitized by the server):
 * a small rich text editor with paragraphs, bold, italic and lists. Links typed or pasted become
 * links; text pasted from a word processor keeps its lists, not its spacing (`cleanPastedHtml`).
 * It reads `value` once, when it mounts: give it a new `key` to show other text.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useLayoutEffect, useRef } from "react";
import { cleanPastedHtml } from "./pasted-html";
import "./rich-text-editor.css";

interface Props {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** The visible label of the field. */
  labelId: string;
  describedBy?: string;
  /** Names the toolbar, e.g. "Bio formatting". */
  toolsLabel: string;
  invalid?: boolean;
}

/** Each name starts with the button's visible text (WCAG 2.5.3), as a voice command says it. */
const TOOLS = [
  { name: "bold", label: "Bold", text: "B", run: "toggleBold" },
  { name: "italic", label: "Italic", text: "I", run: "toggleItalic" },
  { name: "bulletList", label: "• List, bulleted", text: "• List", run: "toggleBulletList" },
  { name: "orderedList", label: "1. List, numbered", text: "1. List", run: "toggleOrderedList" },
] as const;

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  toolsLabel,
  invalid,
}: Props) {
  // The editor keeps the callbacks it was created with; these refs always reach the latest.
  const changed = useRef(onChange);
  const blurred = useRef(onBlur);
  useLayoutEffect(() => {
    changed.current = onChange;
    blurred.current = onBlur;
  });

  const editor = useEditor({
    immediatelyRender: false,
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: value,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        class: "admin-rich-text__text",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => blurred.current?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.name, current?.isActive(tool.name) ?? false])),
  });

  return (
    <div className="admin-rich-text">
      <div className="admin-rich-text__tools" role="group" aria-label={toolsLabel}>
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={`admin-rich-text__tool admin-rich-text__tool--${tool.name}`}
            aria-label={tool.label}
            aria-pressed={active?.[tool.name] ?? false}
            disabled={!editor}
            onClick={() => editor?.chain().focus()[tool.run]().run()}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
