/**
 * Style sheets are imported for their side effect (webpack extracts them into build/*.css).
 */
declare module '*.scss';
declare module '*.css';
