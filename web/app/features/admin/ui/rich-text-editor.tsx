/**
 * The staff bio is stored HTML (sanitized by the server, shown as HTML on About Us): a small rich
 * text editor with paragraphs, bold, italic and lists. Links typed or pasted become links.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useLayoutEffect, useRef } from "react";
import "./bio-editor.css";

interface Props {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** The visible label of the field. */
  labelId: string;
  describedBy?: string;
}

const TOOLS = [
  { name: "bold", label: "Bold", text: "B", run: "toggleBold" },
  { name: "italic", label: "Italic", text: "I", run: "toggleItalic" },
  { name: "bulletList", label: "Bulleted list", text: "• List", run: "toggleBulletList" },
  { name: "orderedList", label: "Numbered list", text: "1. List", run: "toggleOrderedList" },
] as const;

export function BioEditor({ value, onChange, onBlur, labelId, describedBy }: Props) {
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
      attributes: {
        class: "bio-editor__text",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => blurred.current(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.name, current?.isActive(tool.name) ?? false])),
  });

  return (
    <div className="bio-editor">
      <div className="bio-editor__tools" role="group" aria-label="Bio formatting">
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={`bio-editor__tool bio-editor__tool--${tool.name}`}
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
