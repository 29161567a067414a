import { useErrors } from "../../lib/errors-context";

export function ErrorBanner() {
  const { messages } = useErrors();
  if (messages.length === 0) return null;
  return (
    <div className="error-banner" role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
