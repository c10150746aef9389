import { bootstrapApplication } from '@angular/platform-browser';
import { AppComponent } from './app.component.ts';

bootstrapApplication(AppComponent).catch((error: unknown) => console.error(error));
