// Its own module so the dialogs need not import supplement-dialogs.tsx, which renders them.
/** Where focus goes when a supplement dialog closes (back to the menu button when opened from a menu). */
export type DialogFocusProps = { onCloseAutoFocus?: ((event: Event) => void) | undefined };
