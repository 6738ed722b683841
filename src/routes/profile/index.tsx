/**
 * Placeholder: the screen's owner replaces this file.
 */
export default function ProfileScreen() {
	return null;
}
