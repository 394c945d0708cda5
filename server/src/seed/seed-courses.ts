import type { Database } from '../db/client';
import { makePdf } from '../lib/assets/pdf';
import { makeCoverSvg } from '../lib/assets/svg';
import { makeZip } from '../lib/assets/zip';
import type { FileStorage } from '../lib/file-storage';
import { writePublicImage } from '../lib/images';
import { createCourse, createLesson } from '../modules/courses/writes';
import { demoCourses } from './demo/courses';
import { htmlToParagraphs } from './text';

/** The teacher courses, each lesson with a zip of its handout (a private file). */
export async function seedCourses(db: Database, files: FileStorage): Promise<void> {
  for (const [index, demo] of demoCourses.entries()) {
    const slug = `course-${index + 1}`;
    const thumbnailKey = `courses/${slug}.svg`;
    await writePublicImage(
      files,
      thumbnailKey,
      makeCoverSvg({
        title: demo.title,
        subtitle: demo.instructor,
        badge: demo.level,
        width: 640,
        height: 360,
        hue: (index * 41 + 180) % 360,
      }),
    );
    const course = await createCourse(db, {
      title: demo.title,
      description: demo.description,
      thumbnailKey,
      difficultyLevel: demo.level,
      durationInHours: demo.durationInHours,
      price: demo.price,
      instructor: demo.instructor,
      rating: demo.rating,
      studentsCount: demo.students,
      category: demo.category,
      sortOrder: index,
    });
    for (const [position, lesson] of demo.lessons.entries()) {
      const handout = await makePdf({
        title: lesson.title,
        subtitle: `${demo.title} - Lesson ${position + 1}`,
        paragraphs: htmlToParagraphs(lesson.htmlContent),
        footer: `${demo.instructor} - The Gate`,
      });
      const documentKey = `lessons/${slug}-lesson-${position + 1}.zip`;
      await files.writePrivate(
        documentKey,
        makeZip([
          { name: `${lesson.title}.pdf`, data: handout },
          {
            name: 'README.txt',
            data: Buffer.from(`${demo.title}\nLesson ${position + 1}: ${lesson.title}\n\n${lesson.description}\n`),
          },
        ]),
      );
      await createLesson(db, {
        courseId: course.id,
        title: lesson.title,
        description: lesson.description,
        content: lesson.content,
        htmlContent: lesson.htmlContent,
        documentKey,
        isPublished: lesson.isPublished,
        sortOrder: position,
      });
    }
  }
}
