/**
 * Placeholder: the screen's owner replaces this file.
 */
export default function SessionScreen() {
	return null;
}
