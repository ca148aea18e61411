// A remote is loaded by the shell; run on its own (its dev server), it only serves its files.
import('./bootstrap');
