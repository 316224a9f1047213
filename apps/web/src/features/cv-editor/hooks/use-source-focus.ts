import { createContext, useContext } from 'react';

/**
 * Tells the edit page which field has the focus (its editor key, with its label), so the
 * uploaded PDF beside the form can mark where that value was read
 * (docs/decisions/038-source-regions.md). Outside an edit page it does nothing.
 */
export const SourceFocusContext = createContext<(key: string, label: string) => void>(() => {});

export const useSourceFocus = () => useContext(SourceFocusContext);
