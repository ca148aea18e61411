import { APP_SCRIPTS_TEMPLATE_ID } from 'shared-contracts';

/** A page without the template the app's scripts and preloads wait in: what the browser fetches. */
export const outsideTemplate = (html: string) =>
  html.replace(new RegExp(`<template id="${APP_SCRIPTS_TEMPLATE_ID}">[\\s\\S]*?</template>`), '');
