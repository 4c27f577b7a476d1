import styles from './FormAlert.module.css';

/** The form's error list (spec section 3: login error list item = message, id), read out at once. */
export function FormAlert({ messages }: { messages: readonly { id: string; message: string }[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.alert} role="alert">
      {messages.map((item) => (
        <li key={item.id}>{item.message}</li>
      ))}
    </ul>
  );
}
