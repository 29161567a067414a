import type { FormEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { FieldProblem } from "./field-errors";
import { useEditorActions } from "./use-editor-actions";

type Options = Parameters<typeof useEditorActions>[0];

const PROBLEM: FieldProblem = { field: "title", message: "Title is required" };

/** The hook's answer as an editor rendering with `options` gets it, the summary in the page. */
function actionsOf(options: Partial<Options> & Pick<Options, "editor">) {
  let actions: ReturnType<typeof useEditorActions> | undefined;
  function Editor() {
    actions = useEditorActions({ remove: vi.fn(), onDeleted: vi.fn(), ...options });
    return null;
  }
  renderToStaticMarkup(<Editor />);
  const focus = vi.fn();
  actions!.summaryRef.current = { focus } as unknown as HTMLDivElement;
  return { ...actions!, focus };
}

const editorWith = (problems: FieldProblem[], state: Partial<Options["editor"]> = {}) => ({
  saving: false,
  conflict: null,
  trySave: vi.fn(async () => problems),
  ...state,
});

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe("useEditorActions", () => {
  it("saves a draft without problems and leaves the focus where it is", async () => {
    const editor = editorWith([]);
    const onChecked = vi.fn();
    const { submit, focus } = actionsOf({ editor, onChecked });
    const event = submitEvent();
    await submit(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(editor.trySave).toHaveBeenCalledOnce();
    expect(onChecked).toHaveBeenCalledWith([]);
    expect(focus).not.toHaveBeenCalled();
  });

  it("sends focus to the error summary after the editor hears of the problems", async () => {
    const order: string[] = [];
    const { submit, focus } = actionsOf({
      editor: editorWith([PROBLEM]),
      onChecked: (problems) => order.push(`checked ${problems.length}`),
    });
    focus.mockImplementation(() => order.push("focus"));
    await submit(submitEvent());
    expect(order).toEqual(["checked 1", "focus"]);
  });

  it.each([
    ["a save is on its way", { editor: editorWith([], { saving: true }) }],
    ["a conflict waits for a choice", { editor: editorWith([], { conflict: "stale" as const }) }],
    ["other work is on its way", { editor: editorWith([]), busy: true }],
  ])("does nothing but keep the page while %s", async (_, options) => {
    const onChecked = vi.fn();
    const { submit } = actionsOf({ ...options, onChecked });
    const event = submitEvent();
    await submit(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(options.editor.trySave).not.toHaveBeenCalled();
    expect(onChecked).not.toHaveBeenCalled();
  });

  it("leaves once the item is deleted", async () => {
    const remove = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    const { deleteItem } = actionsOf({ editor: editorWith([]), remove, onDeleted });
    await deleteItem();
    expect(remove).toHaveBeenCalledOnce();
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it("stays on the page when the delete fails", async () => {
    const remove = vi.fn(async () => {
      throw new Error("Server error");
    });
    const onDeleted = vi.fn();
    const { deleteItem } = actionsOf({ editor: editorWith([]), remove, onDeleted });
    await expect(deleteItem()).resolves.toBeUndefined();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
