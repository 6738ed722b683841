/**
 * Placeholder: the screen's owner replaces this file.
 */
export default function HomeSectionsScreen() {
	return null;
}
