/**
 * Where the floating chat assistant mounts, once, in the root layout (SPEC §2 'Chat widget').
 * The assistant itself is built separately (issue 3) and will be loaded here after the page is
 * interactive, so it adds nothing to any page's first load.
 */
export function ChatSlot() {
  return <div id="chat-root" />;
}
