/** An error tied to its field(s) through `id` (aria-describedby) and announced as an alert. */
export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
