/** Saves a blob under a name through a temporary link (the browser's own download). */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: release the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const vcardBlob = (text: string) => new Blob([text], { type: 'text/vcard;charset=utf-8' });
