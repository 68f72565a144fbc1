import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from './i18n';

/**
 * After the interface language changes, every answer held is read again in the new one: the server
 * names cities, districts and metro stations, and words its messages, in the request's language,
 * and most keys (a table's page, a listing) do not hold the language. The queries on screen are
 * fetched again at once (a market page so read counts as a search), the others when next shown.
 */
export const useRefetchOnLanguageChange = (queryClient: QueryClient) => {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
};
