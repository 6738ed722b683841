/**
 * Stylesheets imported for their side effect (webpack extracts them into build/admin.css).
 */
declare module '*.scss';
